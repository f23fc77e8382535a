/*
 * test_match_wordnet.c — the WordNet constructs of the column matcher
 * (synonyms.c, names.c) beyond one synset: morphy's inflected forms, lemmas
 * of several words inside a name, names written without separators, a kind
 * of a kind of, verb hypernyms, and y as a vowel in a word cut short.  Each
 * with the case where it must not fire.
 */
#include "names.h"
#include "synonyms.h"
#include "unit.h"

#define REL(a, b) synonyms_relation((a), (int) strlen(a), (b), (int) strlen(b))
#define KIND(a, b) names_score((a), (b), NULL).kind
#define SCORE(a, b) names_score((a), (b), NULL).score

int
main(void)
{
	/* without the files none of it: no evidence, never an error */
	synonyms_set_dir("/nonexistent/wordnet");
	CHECK(KIND("written_by", "authored_by") == NAME_NO_MATCH);
	CHECK(KIND("publisher_name", "publishing_house_name") == NAME_NO_MATCH);
	CHECK(KIND("countryname", "nation_name") == NAME_NO_MATCH);
	CHECK(KIND("cylinders", "cyl") == NAME_NO_MATCH);

	/* the ranks above were of no dictionary: none of them may be remembered past it (names.c) */
	synonyms_set_dir(NULL);
	if (!synonyms_available())
	{
		fprintf(stderr, "match_wordnet: WordNet is not installed in %s; checks skipped\n",
				SYNONYMS_DEFAULT_DIR);
		return unit_report("match_wordnet");
	}

	/* morphy: the exception list (made: make) and the detachment rules (created: create) */
	CHECK(REL("created", "made") == SYNONYMS_SAME);
	CHECK(REL("made", "created") == SYNONYMS_SAME);
	CHECK(KIND("created", "made") == NAME_SYNONYM);
	/* must not: a word that is a lemma of its own is not detached (shipping is no verb ship) */
	CHECK(REL("shipping", "ship") == SYNONYMS_NONE);
	CHECK(KIND("ship_addr", "shipping_address") == NAME_NO_MATCH);
	/* must not: two forms of one word are a spelling matter, not synonyms */
	CHECK(REL("shiped", "shipped") == SYNONYMS_NONE);
	CHECK(KIND("shiped", "shipped") == NAME_EDIT_DISTANCE);
	CHECK(REL("created", "creates") == SYNONYMS_NONE);

	/* a verb of one sense and its hypernym: author is a kind of write */
	CHECK(REL("authored", "written") == SYNONYMS_HYPERNYM);
	CHECK(KIND("written_by", "authored_by") == NAME_HYPERNYM);
	CHECK(SCORE("written_by", "authored_by") == NAMES_SCORE_HYPERNYM);
	/* must not: a verb of many senses (direct is a kind of make; directed_by is not created_by) */
	CHECK(REL("directed", "created") == SYNONYMS_NONE);
	CHECK(KIND("directed_by", "created_by") == NAME_NO_MATCH);
	CHECK(KIND("written_by", "created_by") == NAME_NO_MATCH);

	/* a noun of one sense, a kind of a kind of the other: heft -> heaviness -> weight */
	CHECK(REL("heft", "weight") == SYNONYMS_HYPERNYM2);
	CHECK(REL("weight", "heft") == SYNONYMS_HYPERNYM2);
	CHECK(SCORE("weight", "heft") == NAMES_SCORE_HYPERNYM2);
	CHECK(NAMES_SCORE_HYPERNYM2 < NAMES_SCORE_HYPERNYM);
	/* must not: from a word of several senses (date, country are loose two steps up) */
	CHECK(REL("date", "year") == SYNONYMS_NONE);
	CHECK(REL("country", "location") == SYNONYMS_NONE);
	CHECK(REL("content", "result") == SYNONYMS_NONE);

	/* a lemma of several words inside a name */
	CHECK(KIND("publisher_name", "publishing_house_name") == NAME_SYNONYM);
	CHECK(KIND("publishing_house_name", "publisher_name") == NAME_SYNONYM);
	CHECK(KIND("publisher_name", "PublishingHouseName") == NAME_SYNONYM);
	/* must not: words that are no lemma together (house_name is no lemma of publisher) */
	CHECK(KIND("publisher_name", "publishing_house_title_code") == NAME_NO_MATCH);

	/* a name written without separators, cut into its words */
	CHECK(KIND("countryname", "nation_name") == NAME_SYNONYM);
	CHECK(KIND("nation_name", "countryname") == NAME_SYNONYM);
	CHECK(KIND("countryname", "cntry_name") == NAME_ABBREVIATION);
	/* must not: a name that is a lemma itself is never cut (horsepower is not horse power) */
	CHECK(KIND("horsepower", "equine_power") == NAME_NO_MATCH);
	/* must not: every piece must relate (countryname is not nation_code) */
	CHECK(KIND("countryname", "nation_code") == NAME_NO_MATCH);
	/* must not: a one-word name with no cut into words */
	CHECK(KIND("xqztname", "nation_name") == NAME_NO_MATCH);

	/* y after the first letter is a vowel in a word cut short */
	CHECK(KIND("cylinders", "cyl") == NAME_ABBREVIATION);
	CHECK(SCORE("cylinders", "cyl") == NAMES_SCORE_TRUNCATION);
	/* must not: a vowel-less cut is an acronym (gnp is not gnpold), a leading y no vowel */
	CHECK(KIND("gnpold", "gnp") == NAME_NO_MATCH);
	CHECK(KIND("ytterbium", "ytt") == NAME_NO_MATCH);

	/* two-letter cuts of dictionary words: the first two letters, or the first and last */
	CHECK(KIND("episode", "ep") == NAME_ABBREVIATION);
	CHECK(SCORE("ep", "episode") == NAMES_SCORE_TRUNCATION);
	CHECK(KIND("height_cm", "ht_cm") == NAME_ABBREVIATION);
	/* must not: a pair the table gives another meaning (dt is date, not debt) */
	CHECK(KIND("debt", "dt") != NAME_ABBREVIATION);
	/* must not: a vowel or y second (no, by), a joining word (of), a word not in the dictionary */
	CHECK(KIND("note", "no") != NAME_ABBREVIATION);
	CHECK(KIND("byte", "by") != NAME_ABBREVIATION);
	CHECK(KIND("offer", "of") != NAME_ABBREVIATION);
	CHECK(KIND("hxqzt", "ht") != NAME_ABBREVIATION);
	/* must not: neither the first two letters nor the first and last (hg is not height) */
	CHECK(KIND("height", "hg") != NAME_ABBREVIATION);
	return unit_report("match_wordnet");
}
