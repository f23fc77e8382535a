/*
 * test_synonyms.c — WordNet lookups (synonyms.c) and their use in names.c.
 *
 * With WordNet's files (the Debian package wordnet-base) the relations are
 * checked; a directory without them must give no relation at all.
 */
#include "names.h"
#include "synonyms.h"
#include "unit.h"

#define REL(a, b) synonyms_relation((a), (int) strlen(a), (b), (int) strlen(b))

int
main(void)
{
	/* without the files: no evidence, never an error */
	synonyms_set_dir("/nonexistent/wordnet");
	CHECK(!synonyms_available());
	CHECK(REL("country", "nation") == SYNONYMS_NONE);
	CHECK(names_score("country", "nation", NULL).kind == NAME_NO_MATCH);

	synonyms_set_dir(NULL);
	if (!synonyms_available())
	{
		fprintf(stderr, "synonyms: WordNet is not installed in %s; relation checks skipped\n",
				SYNONYMS_DEFAULT_DIR);
		return unit_report("synonyms");
	}
	/* one synset */
	CHECK(REL("country", "nation") == SYNONYMS_SAME);
	CHECK(REL("sex", "gender") == SYNONYMS_SAME);
	CHECK(REL("outcome", "result") == SYNONYMS_SAME);
	CHECK(REL("topic", "theme") == SYNONYMS_SAME);
	/* a plural by its singular */
	CHECK(REL("countries", "nations") == SYNONYMS_SAME);
	/* a multi-word lemma */
	CHECK(REL("content", "subject_matter") == SYNONYMS_SAME);
	/* one a kind of the other */
	CHECK(REL("appellation", "name") == SYNONYMS_HYPERNYM);
	CHECK(names_score("name", "appellation", NULL).kind == NAME_HYPERNYM);
	/* an adjective satellite and the head of its cluster, either way round */
	CHECK(REL("wounded", "injured") == SYNONYMS_SAME);
	CHECK(REL("injured", "wounded") == SYNONYMS_SAME);
	CHECK(names_score("full_name", "complete_name", NULL).kind == NAME_SYNONYM);
	/* antonyms head clusters of their own: never similar */
	CHECK(REL("old", "new") == SYNONYMS_NONE);
	CHECK(REL("short", "long") == SYNONYMS_NONE);
	CHECK(REL("first", "last") == SYNONYMS_NONE);
	/* unrelated words, equal words, short words, unknown words */
	CHECK(REL("country", "price") == SYNONYMS_NONE);
	CHECK(REL("name", "name") == SYNONYMS_NONE);
	CHECK(REL("id", "identity") == SYNONYMS_NONE);
	CHECK(REL("xqzt", "country") == SYNONYMS_NONE);
	/* bytes that are no lemma never match */
	CHECK(REL("  ", "nation") == SYNONYMS_NONE);

	/* in names.c: word by word, weaker than an abbreviation or a typo */
	CHECK(names_score("singer_country", "singer_nation", NULL).kind == NAME_SYNONYM);
	CHECK(names_score("country", "nation", NULL).score == NAMES_SCORE_SYNONYM);
	CHECK(names_score("content", "subject_matter", NULL).kind == NAME_SYNONYM);
	CHECK(names_score("name", "appellation", NULL).score == NAMES_SCORE_HYPERNYM);
	CHECK(names_score("country", "ctry", NULL).score > NAMES_SCORE_SYNONYM);
	/* every word must relate: one synonym does not carry an unrelated word */
	CHECK(names_score("country_code", "nation_price", NULL).kind == NAME_NO_MATCH);
	return unit_report("synonyms");
}
