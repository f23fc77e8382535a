/*
 * names.h — scoring how likely a live catalog name is the one a generated
 * query meant.
 *
 * When PostgreSQL rejects an identifier (column "CustomerID" does not exist,
 * relation "dbo.Customers" does not exist), the rules compare the rejected
 * name with the live names in the catalog and propose a rewrite only when
 * one candidate is clearly the best.  Everything here is pure C (no server
 * headers), allocates nothing and does bounded work on arbitrary bytes.
 *
 * Matching classes, strongest first (scores 0..1000, higher is better):
 *   same name up to ASCII case               CustomerName ~ customername
 *   same words up to case, separators and    CustomerID ~ customer_id,
 *     CamelCase (or the same letters once      "Order Date" ~ order_date,
 *     separators are dropped)                  customerid ~ customer_id
 *   the owner table's name (singular or      id ~ customer_id in customers,
 *     plural) added or dropped as a prefix     customer_name ~ name in customer
 *   singular / plural, word by word          customers ~ customer,
 *                                              categories ~ category
 *   abbreviations, word by word (a table     qty ~ quantity, cust_no ~
 *     of common ones, then consonant           customer_number, acct ~ account
 *     skeletons such as qty, wgt, mgr)
 *   a word cut short, joining words          cap ~ capacity, disp_ship ~
 *     (of, by) dropped                         disposition_of_ship
 *   synonyms, word by word or whole, by      nation ~ country,
 *     WordNet (synonyms.h; absent when its     content ~ subject_matter
 *     files are not installed)
 *   small Damerau-Levenshtein distance on    adress ~ address,
 *     the normalized form: none under 4        custmer_name ~ customer_name
 *     bytes, 1 for 4-6, 2 for 7 and more
 *
 * Names longer than NAMES_MAX_LEN bytes are only matched up to case: any
 * looser rule on a truncated prefix would invent matches.
 */
#ifndef NL2SQL_HEAL_NAMES_H
#define NL2SQL_HEAL_NAMES_H

/* Longest name (bytes) that the looser matching classes consider. */
#define NAMES_MAX_LEN		128
/* Size of one word buffer of names_words (63 bytes and a NUL). */
#define NAMES_WORD_SIZE		64
/* Size of one part buffer of names_split_qualified (127 bytes and a NUL). */
#define NAMES_PART_SIZE		128
/* names_best: the winner must beat the runner-up by at least this much. */
#define NAMES_MARGIN		50

/* Scores of each class (a class may span a small range). */
#define NAMES_SCORE_EXACT_CASE		1000
#define NAMES_SCORE_SAME_WORDS		900		/* same word sequence */
#define NAMES_SCORE_SAME_LETTERS	880		/* same once separators dropped */
#define NAMES_SCORE_TABLE_PREFIX	800
#define NAMES_SCORE_PLURAL			700
#define NAMES_SCORE_ABBREVIATION	600		/* from the abbreviation table */
#define NAMES_SCORE_SKELETON		500		/* consonant skeleton (wgt ~ weight) */
#define NAMES_SCORE_TRUNCATION		460		/* a word cut short (cap ~ capacity) */
#define NAMES_SCORE_SYNONYM			440		/* one WordNet synset (nation ~ country) */
#define NAMES_SCORE_EDIT_1			400
#define NAMES_SCORE_EDIT_2			300
#define NAMES_SCORE_HYPERNYM		280		/* a WordNet kind of (appellation ~ name) */
#define NAMES_SCORE_HYPERNYM2		230		/* a kind of a kind of (heft ~ weight) */
/*
 * Type evidence (usage_fit.h) added to a name score under
 * NAMES_SCORE_PLURAL when the candidate's type fits how the query uses the
 * name: more than the margin less one point of name evidence, so that of two
 * equally named candidates the one whose type fits is chosen, never a
 * weaker name over a stronger one by more than the bonus.
 */
#define NAMES_USAGE_BONUS			60

typedef enum NameMatchKind
{
	NAME_NO_MATCH = 0,
	NAME_HYPERNYM,				/* WordNet: one word a kind of the other (synonyms.h) */
	NAME_SYNONYM,				/* WordNet: one synset (synonyms.h) */
	NAME_EDIT_DISTANCE,
	NAME_ABBREVIATION,
	NAME_PLURAL,
	NAME_TABLE_PREFIX,
	NAME_NORMALIZED,			/* case/underscore/CamelCase */
	NAME_EXACT_CASE
} NameMatchKind;

typedef struct NameScore
{
	NameMatchKind kind;
	int			score;			/* 0..1000, higher better */
} NameScore;

/*
 * Score candidate (a live name) for wanted (the rejected name).  owner: the
 * table the candidate column belongs to (for prefix rules; it may be
 * schema-qualified, only its last part counts), or NULL for relation names.
 * Pass unqualified names: split qualified ones with names_split_qualified
 * first.  NULL or empty names never match.
 */
extern NameScore names_score(const char *wanted, const char *candidate, const char *owner);

/*
 * The unique best candidate index, or -1 when none scores or the best score
 * is tied (ambiguous), or the winner is not clearly better than the
 * runner-up (by less than NAMES_MARGIN).  owners may be NULL, and so may
 * single entries of candidates (never matched) or owners.  Entries with the
 * same candidate and the same owner count once.  When best is not NULL it
 * receives the top score found, also when the answer is -1 for ambiguity
 * (kind NAME_NO_MATCH when nothing matched at all).
 */
extern int	names_best(const char *wanted, const char *const *candidates,
					   const char *const *owners, int n, NameScore *best);

/*
 * Words of an identifier, lowercased (ASCII only; other bytes are kept as
 * they are and never split a word): "CustomerID" -> customer id;
 * "order_date" -> order date; "HTTPStatus" -> http status; "CustomerIDs" ->
 * customer ids; "line2" -> line 2.  Any ASCII byte that is not a letter or
 * digit separates words.  Stores at most maxwords words, each truncated to
 * NAMES_WORD_SIZE - 1 bytes (never inside a UTF-8 sequence) and
 * NUL-terminated; returns the number stored.
 */
extern int	names_words(const char *name, char words[][NAMES_WORD_SIZE], int maxwords);

/*
 * Split a possibly multi-part foreign qualified name (db.dbo.Table,
 * `project.dataset.table`, [db].[schema].[table], "Schema"."Table") into
 * parts, unquoting each ("" `` ]] are escaped quotes; dots inside backticks
 * separate parts, as in BigQuery; dots inside "" or [] do not); returns
 * number of parts stored.  Whitespace around parts is dropped; an empty part
 * stays (db..Table gives "db", "", "Table").  Each part is truncated to
 * NAMES_PART_SIZE - 1 bytes (never inside a UTF-8 sequence).  When the name
 * has more than maxparts parts the leading ones are dropped, so the object
 * name is always the last part stored.  Unterminated quotes run to the end.
 */
extern int	names_split_qualified(const char *name, char parts[][NAMES_PART_SIZE], int maxparts);

/*
 * Human-readable reason: "same name up to case", "same words up to case,
 * underscores and CamelCase", "table name added or dropped as a prefix", ...
 * A static string; never NULL.
 */
extern const char *names_kind_text(NameMatchKind kind);

#endif							/* NL2SQL_HEAL_NAMES_H */
