/*
 * test_names.c — unit tests of the identifier scoring in src/names.c.
 */
#include <stdlib.h>
#include <time.h>

#include "names.h"
#include "unit.h"

/* Kind of names_score(wanted, candidate, owner). */
static NameMatchKind
kind_of(const char *wanted, const char *candidate, const char *owner)
{
	return names_score(wanted, candidate, owner).kind;
}

/* Score of names_score(wanted, candidate, owner). */
static int
score_of(const char *wanted, const char *candidate, const char *owner)
{
	return names_score(wanted, candidate, owner).score;
}

/* Words of name joined with single spaces, into a static buffer. */
static const char *
words_joined(const char *name)
{
	static char out[1024];
	char		words[16][NAMES_WORD_SIZE];
	int			n = names_words(name, words, 16);
	int			i;

	out[0] = '\0';
	for (i = 0; i < n; i++)
	{
		if (i > 0)
			strcat(out, " ");
		strcat(out, words[i]);
	}
	return out;
}

/* Parts of a qualified name joined with '|', into a static buffer. */
static const char *
parts_joined(const char *name, int maxparts)
{
	static char out[2048];
	char		parts[8][NAMES_PART_SIZE];
	int			n = names_split_qualified(name, parts, maxparts);
	int			i;

	out[0] = '\0';
	for (i = 0; i < n; i++)
	{
		if (i > 0)
			strcat(out, "|");
		strcat(out, parts[i]);
	}
	return out;
}

/* Does s hold valid UTF-8 (no sequence cut short)? */
static int
valid_utf8(const char *s)
{
	const unsigned char *p = (const unsigned char *) s;

	while (*p)
	{
		int			need = *p < 0x80 ? 0 : *p >= 0xF0 ? 3 : *p >= 0xE0 ? 2 : *p >= 0xC0 ? 1 : -1;

		if (need < 0)
			return 0;
		p++;
		while (need-- > 0)
		{
			if ((*p & 0xC0) != 0x80)
				return 0;
			p++;
		}
	}
	return 1;
}

/* names_words: CamelCase, acronyms, separators, digits, limits. */
static void
test_words(void)
{
	char		words[4][NAMES_WORD_SIZE];
	char		big[200];

	CHECK_STREQ(words_joined("CustomerID"), "customer id");
	CHECK_STREQ(words_joined("order_date"), "order date");
	CHECK_STREQ(words_joined("HTTPStatus"), "http status");
	CHECK_STREQ(words_joined("Order Date"), "order date");
	CHECK_STREQ(words_joined("customerId"), "customer id");
	CHECK_STREQ(words_joined("CustomerIDs"), "customer ids");
	CHECK_STREQ(words_joined("URLsList"), "urls list");
	CHECK_STREQ(words_joined("HTTPSConnection"), "https connection");
	CHECK_STREQ(words_joined("AddressLine2"), "address line 2");
	CHECK_STREQ(words_joined("address_line2"), "address line 2");
	CHECK_STREQ(words_joined("__order--date__"), "order date");
	CHECK_STREQ(words_joined("ORDER_DATE"), "order date");
	CHECK_STREQ(words_joined("x"), "x");
	CHECK_STREQ(words_joined(""), "");
	CHECK_STREQ(words_joined("___ . -"), "");
	/* bytes over 0x7F are letters: kept, never split, never case-folded */
	CHECK_STREQ(words_joined("Caf\xc3\xa9Name"), "caf\xc3\xa9name");
	CHECK_STREQ(words_joined("\xc3\x89tatCivil"), "\xc3\x89tat civil");

	CHECK(names_words(NULL, words, 4) == 0);
	CHECK(names_words("a_b", NULL, 4) == 0);
	CHECK(names_words("a_b", words, 0) == 0);
	CHECK(names_words("a_b_c_d_e_f", words, 4) == 4);
	CHECK_STREQ(words[3], "d");

	/* a long word is cut at 63 bytes */
	memset(big, 'a', 150);
	big[150] = '\0';
	CHECK(names_words(big, words, 4) == 1);
	CHECK(strlen(words[0]) == NAMES_WORD_SIZE - 1);

	/* ... never inside a UTF-8 sequence: 62 ASCII bytes then a 2-byte char */
	memset(big, 'a', 62);
	strcpy(big + 62, "\xc3\xa9tail");
	CHECK(names_words(big, words, 4) == 1);
	CHECK(strlen(words[0]) == 62);
	CHECK(valid_utf8(words[0]));
	/* stray continuation and invalid lead bytes are kept, not crashed on */
	CHECK(names_words("\x80\x80\xff_x", words, 4) == 2);
	CHECK_STREQ(words[0], "\x80\x80\xff");
}

/* names_split_qualified in every quoting style. */
static void
test_split(void)
{
	char		parts[3][NAMES_PART_SIZE];
	char	   *big;
	size_t		i;

	CHECK_STREQ(parts_joined("db.dbo.Customers", 8), "db|dbo|Customers");
	CHECK_STREQ(parts_joined("Customers", 8), "Customers");
	CHECK_STREQ(parts_joined("`project.dataset.table`", 8), "project|dataset|table");
	CHECK_STREQ(parts_joined("`my-project`.dataset.`orders`", 8), "my-project|dataset|orders");
	CHECK_STREQ(parts_joined("[db].[schema].[table]", 8), "db|schema|table");
	CHECK_STREQ(parts_joined("[Order Details]", 8), "Order Details");
	CHECK_STREQ(parts_joined("\"Schema\".\"Table\"", 8), "Schema|Table");
	CHECK_STREQ(parts_joined("\"My.Table\"", 8), "My.Table");
	CHECK_STREQ(parts_joined("[a.b].c", 8), "a.b|c");
	CHECK_STREQ(parts_joined("[db].dbo.\"Mixed\"", 8), "db|dbo|Mixed");
	/* escaped quotes */
	CHECK_STREQ(parts_joined("\"say \"\"hi\"\"\".t", 8), "say \"hi\"|t");
	CHECK_STREQ(parts_joined("[a]]b]", 8), "a]b");
	CHECK_STREQ(parts_joined("`a``b`", 8), "a`b");
	/* whitespace around parts goes, inside quotes it stays */
	CHECK_STREQ(parts_joined("  db . dbo .  T  ", 8), "db|dbo|T");
	CHECK_STREQ(parts_joined("\" padded \" . x", 8), " padded |x");
	CHECK_STREQ(parts_joined("my table.x", 8), "my table|x");
	/* SQL Server's default-schema shorthand keeps the empty part */
	CHECK_STREQ(parts_joined("db..Customers", 8), "db||Customers");
	CHECK(names_split_qualified("db..Customers", parts, 3) == 3);
	CHECK_STREQ(parts[1], "");
	CHECK(names_split_qualified("db.", parts, 3) == 2);
	CHECK_STREQ(parts[1], "");
	/* unterminated quotes run to the end */
	CHECK_STREQ(parts_joined("\"abc", 8), "abc");
	CHECK_STREQ(parts_joined("[abc.def", 8), "abc.def");
	CHECK_STREQ(parts_joined("x.`a.b", 8), "x|a|b");
	/* empty, blank, NULL, bad sizes */
	CHECK(names_split_qualified("", parts, 3) == 0);
	CHECK(names_split_qualified("   ", parts, 3) == 0);
	CHECK(names_split_qualified(NULL, parts, 3) == 0);
	CHECK(names_split_qualified("a.b", NULL, 3) == 0);
	CHECK(names_split_qualified("a.b", parts, 0) == 0);
	/* more parts than room: the leading ones go, the object name stays */
	CHECK(names_split_qualified("a.b.c.d.e", parts, 3) == 3);
	CHECK_STREQ(parts[0], "c");
	CHECK_STREQ(parts[2], "e");
	CHECK(names_split_qualified("srv.db.dbo.T", parts, 1) == 1);
	CHECK_STREQ(parts[0], "T");

	/* a long part is cut at 127 bytes, not inside a UTF-8 character */
	big = malloc(100001);
	for (i = 0; i < 126; i++)
		big[i] = 'x';
	strcpy(big + 126, "\xe2\x82\xac.tail");
	CHECK(names_split_qualified(big, parts, 3) == 2);
	CHECK(strlen(parts[0]) == 126);
	CHECK(valid_utf8(parts[0]));
	CHECK_STREQ(parts[1], "tail");

	/* 100 KB of dots: 100001 empty parts, the last three kept */
	memset(big, '.', 100000);
	big[100000] = '\0';
	CHECK(names_split_qualified(big, parts, 3) == 3);
	CHECK_STREQ(parts[2], "");
	/* 100 KB inside one quote */
	big[0] = '[';
	memset(big + 1, 'q', 99999);
	CHECK(names_split_qualified(big, parts, 3) == 1);
	CHECK(strlen(parts[0]) == NAMES_PART_SIZE - 1);
	free(big);
}

/* One example per matching class, with its kind and score. */
static void
test_classes(void)
{
	/* same name up to case */
	CHECK(kind_of("CustomerName", "customername", NULL) == NAME_EXACT_CASE);
	CHECK(score_of("CustomerName", "customername", NULL) == NAMES_SCORE_EXACT_CASE);
	CHECK(kind_of("orders", "orders", NULL) == NAME_EXACT_CASE);

	/* same words up to case, underscores and CamelCase */
	CHECK(kind_of("CustomerID", "customer_id", NULL) == NAME_NORMALIZED);
	CHECK(score_of("CustomerID", "customer_id", NULL) == NAMES_SCORE_SAME_WORDS);
	CHECK(kind_of("order_date", "OrderDate", NULL) == NAME_NORMALIZED);
	CHECK(kind_of("Order Date", "order_date", NULL) == NAME_NORMALIZED);
	CHECK(kind_of("order-date", "ORDER_DATE", NULL) == NAME_NORMALIZED);
	/* what PostgreSQL's folding leaves of CustomerID */
	CHECK(kind_of("customerid", "customer_id", NULL) == NAME_NORMALIZED);
	CHECK(score_of("customerid", "customer_id", NULL) == NAMES_SCORE_SAME_LETTERS);
	CHECK(score_of("customer_id", "customerid", NULL) == NAMES_SCORE_SAME_LETTERS);

	/* owner table name added or dropped as a prefix */
	CHECK(kind_of("id", "customer_id", "customers") == NAME_TABLE_PREFIX);
	CHECK(score_of("id", "customer_id", "customers") == NAMES_SCORE_TABLE_PREFIX);
	CHECK(kind_of("id", "CustomerID", "Customer") == NAME_TABLE_PREFIX);
	CHECK(kind_of("customer_name", "name", "customer") == NAME_TABLE_PREFIX);
	CHECK(kind_of("CustomerName", "name", "public.customers") == NAME_TABLE_PREFIX);
	CHECK(kind_of("customername", "name", "customers") == NAME_TABLE_PREFIX);
	CHECK(kind_of("category_name", "name", "categories") == NAME_TABLE_PREFIX);
	CHECK(kind_of("id", "person_id", "people") == NAME_TABLE_PREFIX);
	CHECK(kind_of("id", "order_item_id", "order_items") == NAME_TABLE_PREFIX);
	CHECK(kind_of("status", "order_status", "\"Orders\"") == NAME_TABLE_PREFIX);
	/* without the owner, or with another owner, no prefix rule */
	CHECK(kind_of("id", "customer_id", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("id", "customer_id", "orders") == NAME_NO_MATCH);
	/* an abbreviated prefix is not the table name */
	CHECK(kind_of("CustName", "name", "customers") == NAME_NO_MATCH);
	/* the cut must fall on a word boundary of the prefixed name */
	CHECK(kind_of("sid", "customers_id", "customer") == NAME_NO_MATCH);

	/* a candidate with words the name lacks is not the name (GNP is not GNPOld) */
	CHECK(kind_of("gnp", "gnpold", "country") == NAME_NO_MATCH);
	CHECK(kind_of("orchestra", "orchestra_id", "orchestra") == NAME_NO_MATCH);
	CHECK(kind_of("orchestra", "orchestra_id", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("rank", "weekly_rank", NULL) == NAME_NO_MATCH);
	/* still a slip when a word is misspelt, not added */
	CHECK(kind_of("adress_line", "address_line", NULL) == NAME_EDIT_DISTANCE);
	/* a skeleton is not the word's leading letters; a cut short word has a vowel */
	CHECK(kind_of("wgt", "weight", NULL) == NAME_ABBREVIATION);
	CHECK(kind_of("grd", "grade", NULL) == NAME_ABBREVIATION);
	CHECK(kind_of("shp_typ", "ship_type", NULL) == NAME_ABBREVIATION);
	CHECK(score_of("cap", "capacity", NULL) == NAMES_SCORE_TRUNCATION);
	CHECK(kind_of("bulg_cmdr", "bulgarian_commander", NULL) == NAME_ABBREVIATION);
	CHECK(kind_of("inj", "injured", NULL) == NAME_ABBREVIATION);
	/* joining words may be dropped */
	CHECK(kind_of("disp_ship", "disposition_of_ship", NULL) == NAME_ABBREVIATION);
	CHECK(kind_of("caused_ship", "caused_by_ship", NULL) == NAME_ABBREVIATION);
	/* but not a content word */
	CHECK(kind_of("ship_name", "ship_home_name", NULL) == NAME_NO_MATCH);

	/* singular / plural */
	CHECK(kind_of("customers", "customer", NULL) == NAME_PLURAL);
	CHECK(score_of("customers", "customer", NULL) == NAMES_SCORE_PLURAL);
	CHECK(kind_of("Customer", "customers", NULL) == NAME_PLURAL);
	CHECK(kind_of("categories", "category", NULL) == NAME_PLURAL);
	CHECK(kind_of("addresses", "address", NULL) == NAME_PLURAL);
	CHECK(kind_of("people", "person", NULL) == NAME_PLURAL);
	CHECK(kind_of("status", "statuses", NULL) == NAME_PLURAL);
	CHECK(kind_of("boxes", "box", NULL) == NAME_PLURAL);
	CHECK(kind_of("batches", "batch", NULL) == NAME_PLURAL);
	CHECK(kind_of("days", "day", NULL) == NAME_PLURAL);
	CHECK(kind_of("halves", "half", NULL) == NAME_PLURAL);
	CHECK(kind_of("analyses", "analysis", NULL) == NAME_PLURAL);
	CHECK(kind_of("indices", "index", NULL) == NAME_PLURAL);
	CHECK(kind_of("data", "datum", NULL) == NAME_PLURAL);
	CHECK(kind_of("OrderDates", "order_date", NULL) == NAME_PLURAL);
	CHECK(kind_of("orderdates", "order_date", NULL) == NAME_PLURAL);
	CHECK(kind_of("order_items", "OrderItem", NULL) == NAME_PLURAL);
	CHECK(kind_of("product_categories", "product_category", NULL) == NAME_PLURAL);
	/* "days" is not "daies", "statuss" is not a plural */
	CHECK(kind_of("daies", "day", NULL) != NAME_PLURAL);
	CHECK(kind_of("statuss", "status", NULL) != NAME_PLURAL);

	/* abbreviations, word by word */
	CHECK(kind_of("qty", "quantity", NULL) == NAME_ABBREVIATION);
	CHECK(score_of("qty", "quantity", NULL) == NAMES_SCORE_ABBREVIATION);
	CHECK(kind_of("quantity", "qty", NULL) == NAME_ABBREVIATION);
	CHECK(kind_of("total_amt", "total_amount", NULL) == NAME_ABBREVIATION);
	CHECK(kind_of("order_num", "order_number", NULL) == NAME_ABBREVIATION);
	CHECK(kind_of("order_no", "order_number", NULL) == NAME_ABBREVIATION);
	CHECK(kind_of("OrderNbr", "order_number", NULL) == NAME_ABBREVIATION);
	CHECK(kind_of("prod_desc", "product_description", NULL) == NAME_ABBREVIATION);
	CHECK(kind_of("ProductDescr", "product_description", NULL) == NAME_ABBREVIATION);
	CHECK(kind_of("cust_id", "customer_id", NULL) == NAME_ABBREVIATION);
	CHECK(kind_of("emp_dept", "employee_department", NULL) == NAME_ABBREVIATION);
	CHECK(kind_of("ship_addr", "shipping_address", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("ship_addr", "ship_address", NULL) == NAME_ABBREVIATION);
	CHECK(kind_of("order_dt", "order_date", NULL) == NAME_ABBREVIATION);
	CHECK(kind_of("created_ts", "created_timestamp", NULL) == NAME_ABBREVIATION);
	CHECK(kind_of("discount_pct", "discount_percent", NULL) == NAME_ABBREVIATION);
	CHECK(kind_of("avg_price", "average_price", NULL) == NAME_ABBREVIATION);
	CHECK(kind_of("order_cnt", "order_count", NULL) == NAME_ABBREVIATION);
	CHECK(kind_of("fiscal_yr", "fiscal_year", NULL) == NAME_ABBREVIATION);
	CHECK(kind_of("org_name", "organization_name", NULL) == NAME_ABBREVIATION);
	CHECK(kind_of("acct_balance", "account_balance", NULL) == NAME_ABBREVIATION);
	CHECK(kind_of("txn_date", "transaction_date", NULL) == NAME_ABBREVIATION);
	CHECK(kind_of("cat_id", "category_id", NULL) == NAME_ABBREVIATION);
	/* abbreviation inside a folded name, and mixed with a plural */
	CHECK(kind_of("custid", "customer_id", NULL) == NAME_ABBREVIATION);
	CHECK(kind_of("customerno", "customer_number", NULL) == NAME_ABBREVIATION);
	CHECK(kind_of("cust_names", "customer_name", NULL) == NAME_ABBREVIATION);
	/* consonant skeletons not in the table rank below the table */
	CHECK(kind_of("item_wgt", "item_weight", NULL) == NAME_ABBREVIATION);
	CHECK(score_of("item_wgt", "item_weight", NULL) == NAMES_SCORE_SKELETON);
	CHECK(score_of("hght", "height", NULL) == NAMES_SCORE_SKELETON);
	CHECK(score_of("amnt", "amount", NULL) == NAMES_SCORE_SKELETON);
	/* truncations are not abbreviations */
	CHECK(kind_of("time", "timezone", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("name", "namespace", NULL) == NAME_NO_MATCH);

	/* small edit distance */
	CHECK(kind_of("adress", "address", NULL) == NAME_EDIT_DISTANCE);
	CHECK(score_of("adress", "address", NULL) == NAMES_SCORE_EDIT_1);
	CHECK(kind_of("custmer_name", "customer_name", NULL) == NAME_EDIT_DISTANCE);
	CHECK(kind_of("CustomerNmae", "customer_name", NULL) == NAME_EDIT_DISTANCE);
	CHECK(kind_of("customernmae", "customer_name", NULL) == NAME_EDIT_DISTANCE);
	CHECK(score_of("custmer_naem", "customer_name", NULL) == NAMES_SCORE_EDIT_2);
	CHECK(kind_of("custmr_naem", "customer_name", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("recieved_at", "received_at", NULL) == NAME_EDIT_DISTANCE);
	/* allowed distance scales with length: 1 for 4-6 bytes, 2 for 7+, 0 under 4 */
	CHECK(kind_of("amout", "amount", NULL) == NAME_EDIT_DISTANCE);
	CHECK(kind_of("adrees", "address", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("adrees", "adress", NULL) == NAME_EDIT_DISTANCE);
	CHECK(kind_of("shiped", "shipped", NULL) == NAME_EDIT_DISTANCE);
	CHECK(kind_of("shippd_daet", "shipped_date", NULL) == NAME_EDIT_DISTANCE);
	/* a differing word under four bytes is never a typo */
	CHECK(kind_of("shippd_dte", "shipped_date", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("shpd_dte", "shipped_date", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("qyt", "qty", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("sku", "skus", NULL) == NAME_PLURAL);
	/* a trailing s after s is a typo, not a plural */
	CHECK(kind_of("addres", "address", NULL) == NAME_EDIT_DISTANCE);
	CHECK(kind_of("abc", "abd", NULL) == NAME_NO_MATCH);
	/* a two-letter word of a multi-word name may lack a three-letter word's middle letter */
	CHECK(kind_of("tt_sales_amt", "tot_sales_amt", NULL) == NAME_EDIT_DISTANCE);
	CHECK(kind_of("tot_sales_amt", "tt_sales_amt", NULL) == NAME_EDIT_DISTANCE);
	CHECK(kind_of("tt", "tot", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("to_sales_amt", "tot_sales_amt", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("tt_sale_amt", "tot_sales_amt", NULL) == NAME_NO_MATCH);
	/* the table's name cut short as a prefix: as strong as one typo */
	CHECK(kind_of("custome_id", "id", "customers") == NAME_TABLE_PREFIX);
	CHECK(score_of("custome_id", "id", "customers") == NAMES_SCORE_EDIT_1);
	CHECK(kind_of("customerid", "id", "customers") == NAME_TABLE_PREFIX);
	CHECK(kind_of("custo_id", "id", "customers") == NAME_NO_MATCH);
	CHECK(kind_of("cus_id", "id", "customers") == NAME_NO_MATCH);
	CHECK(kind_of("custome_id", "id", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("custome_id", "id", "orders") == NAME_NO_MATCH);
	{
		/* beside a column it is a typo of, it ties: no rewrite */
		const char *const both[] = {"id", "customer_id"};

		CHECK(names_best("custome_id", both, (const char *const[]) {"customers", "customers"}, 2, NULL) == -1);
	}

	/* strictly ordered classes */
	CHECK(NAMES_SCORE_EXACT_CASE > NAMES_SCORE_SAME_WORDS);
	CHECK(NAMES_SCORE_SAME_LETTERS > NAMES_SCORE_TABLE_PREFIX);
	CHECK(NAMES_SCORE_TABLE_PREFIX > NAMES_SCORE_PLURAL);
	CHECK(NAMES_SCORE_PLURAL > NAMES_SCORE_ABBREVIATION);
	CHECK(NAMES_SCORE_SKELETON > NAMES_SCORE_EDIT_1);
	CHECK(NAMES_SCORE_EDIT_1 > NAMES_SCORE_EDIT_2);
}

/* Names that look alike but are not the same column. */
static void
test_false_friends(void)
{
	const char *names_cols[] = {"first_name", "last_name", "email"};
	const char *one_name[] = {"last_name", "email"};
	const char *dates[] = {"update", "created"};
	const char *ids[] = {"ids", "name"};
	const char *lines[] = {"address_line1", "address_line2"};

	CHECK(kind_of("name", "last_name", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("name", "first_name", NULL) == NAME_NO_MATCH);
	CHECK(names_best("name", names_cols, NULL, 3, NULL) == -1);
	CHECK(names_best("name", one_name, NULL, 2, NULL) == -1);
	CHECK(kind_of("date", "update", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("update", "date", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("date", "updated_at", NULL) == NAME_NO_MATCH);
	CHECK(names_best("date", dates, NULL, 2, NULL) == -1);
	CHECK(kind_of("id", "ids", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("ids", "id", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("user_id", "user_ids", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("userid", "user_ids", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("UserIDs", "user_id", NULL) == NAME_NO_MATCH);
	CHECK(names_best("id", ids, NULL, 2, NULL) == -1);
	CHECK(kind_of("id", "ip", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("user_id", "user_ip", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("cat_id", "car_id", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("user_id", "use_id", NULL) == NAME_EDIT_DISTANCE);
	CHECK(kind_of("cat_id", "cart_id", NULL) == NAME_EDIT_DISTANCE);
	CHECK(kind_of("cat_id", "cast_ids", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("customer_nme", "customer_name", NULL) == NAME_EDIT_DISTANCE);
	CHECK(kind_of("customer_nmae", "customer_name", NULL) == NAME_EDIT_DISTANCE);
	CHECK(kind_of("custmer_nme", "customer_name", NULL) == NAME_NO_MATCH);
	/* a short word that only lacks a letter is a typo: client_nam ~ client_name */
	CHECK(kind_of("client_nam", "client_name", NULL) == NAME_EDIT_DISTANCE);
	CHECK(kind_of("customer_nam", "customer_name", "customers") == NAME_EDIT_DISTANCE);
	CHECK(kind_of("client_name", "client_nam", NULL) == NAME_EDIT_DISTANCE);
	CHECK(kind_of("client_na", "client_name", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("client_n", "client_name", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("to", "top", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("a", "b", NULL) == NAME_NO_MATCH);
	/* digits are never typos */
	CHECK(kind_of("address_line1", "address_line2", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("addressline1", "address_line2", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("q1_sales", "q2_sales", NULL) == NAME_NO_MATCH);
	CHECK(names_best("address_line3", lines, NULL, 2, NULL) == -1);
	CHECK(names_best("AddressLine2", lines, NULL, 2, NULL) == 1);
	/* an extra word is a different column */
	CHECK(kind_of("order_date", "order_date_local", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("price", "unit_price", NULL) == NAME_NO_MATCH);
	/* the owner prefix does not turn "name" into "last_name" */
	CHECK(kind_of("name", "last_name", "customers") == NAME_NO_MATCH);
	CHECK(kind_of("name", "last_name", "last") == NAME_TABLE_PREFIX);
}

/* names_best: unique winners, ties, margins, duplicates, odd input. */
static void
test_best(void)
{
	NameScore	best;
	const char *cols[] = {"customer_id", "order_date", "total_amount"};
	const char *folded[] = {"customerid", "customer_id"};
	const char *ambig[] = {"customer_id", "CustomerId", "order_date"};
	const char *same_letters[] = {"CustomerId", "custo_merid"};
	const char *join_cols[] = {"customer_id", "order_id", "name"};
	const char *join_owners[] = {"customers", "orders", "customers"};
	const char *dup[] = {"customer_id", "customer_id"};
	const char *dup_owners[] = {"orders", "orders"};
	const char *dup_other_owner[] = {"orders", "customers"};
	const char *typo2[] = {"address", "adrass"};
	const char *typo_tie[] = {"cart", "card"};
	const char *inv[] = {"invoice_total", "inventory_total"};
	const char *std[] = {"standard", "student"};
	const char *with_null[] = {NULL, "order_date"};
	const char *tables[] = {"customer", "customer_orders", "orders"};

	CHECK(names_best("CustomerID", cols, NULL, 3, &best) == 0);
	CHECK(best.kind == NAME_NORMALIZED);
	CHECK(names_best("OrderDate", cols, NULL, 3, &best) == 1);
	CHECK(names_best("total_amt", cols, NULL, 3, &best) == 2);
	CHECK(best.kind == NAME_ABBREVIATION);
	CHECK(names_best("nothing_like_it", cols, NULL, 3, &best) == -1);
	CHECK(best.kind == NAME_NO_MATCH);
	CHECK(best.score == 0);

	/* exact-case beats same-letters: the folded name is the live one */
	CHECK(names_best("CustomerID", folded, NULL, 2, &best) == 0);
	CHECK(best.kind == NAME_EXACT_CASE);
	/* two candidates with the same words: ambiguous, best still reported */
	CHECK(names_best("customer-id", ambig, NULL, 3, &best) == -1);
	CHECK(best.kind == NAME_NORMALIZED);
	CHECK(best.score == NAMES_SCORE_SAME_WORDS || best.score == NAMES_SCORE_SAME_LETTERS);
	/* 900 vs 880 is not clearly better: both are the same name */
	CHECK(score_of("customer_id", "CustomerId", NULL) == NAMES_SCORE_SAME_WORDS);
	CHECK(score_of("customer_id", "custo_merid", NULL) == NAMES_SCORE_SAME_LETTERS);
	CHECK(names_best("customer_id", same_letters, NULL, 2, NULL) == -1);

	/* prefix rule needs the owner: in a join, "id" fits two tables */
	CHECK(names_best("id", join_cols, join_owners, 3, &best) == -1);
	CHECK(best.kind == NAME_TABLE_PREFIX);
	CHECK(names_best("id", join_cols, join_owners, 1, &best) == 0);
	CHECK(names_best("customer_name", join_cols, join_owners, 3, &best) == 2);
	CHECK(best.kind == NAME_TABLE_PREFIX);
	CHECK(names_best("id", join_cols, NULL, 3, NULL) == -1);

	/* the same column listed twice counts once; in two tables it is a tie */
	CHECK(names_best("CustomerID", dup, dup_owners, 2, NULL) == 0);
	CHECK(names_best("CustomerID", dup, NULL, 2, NULL) == 0);
	CHECK(names_best("CustomerID", dup, dup_other_owner, 2, NULL) == -1);

	/* a weaker class loses clearly to a stronger one */
	CHECK(names_best("adress", typo2, NULL, 2, &best) == -1);	/* 1 edit each */
	CHECK(names_best("addres", typo2, NULL, 2, &best) == 0);	/* 1 edit vs 2 */
	CHECK(best.kind == NAME_EDIT_DISTANCE);
	CHECK(names_best("carr", typo_tie, NULL, 2, NULL) == -1);
	/* one abbreviation, two meanings */
	CHECK(names_best("inv_total", inv, NULL, 2, NULL) == -1);
	/* table abbreviation beats skeleton by a clear margin */
	CHECK(names_best("std", std, NULL, 2, &best) == 0);
	CHECK(best.score == NAMES_SCORE_ABBREVIATION);
	/* relations: plural beats nothing, exact beats plural */
	CHECK(names_best("Customers", tables, NULL, 3, &best) == 0);
	CHECK(best.kind == NAME_PLURAL);
	CHECK(names_best("ORDERS", tables, NULL, 3, &best) == 2);
	CHECK(best.kind == NAME_EXACT_CASE);

	/* odd input */
	CHECK(names_best("order_date", with_null, NULL, 2, NULL) == 1);
	CHECK(names_best("order_date", NULL, NULL, 2, &best) == -1);
	CHECK(best.kind == NAME_NO_MATCH);
	CHECK(names_best("order_date", cols, NULL, 0, NULL) == -1);
	CHECK(names_best("order_date", cols, NULL, -5, NULL) == -1);
	CHECK(names_best(NULL, cols, NULL, 3, NULL) == -1);
	CHECK(names_best("", cols, NULL, 3, NULL) == -1);
}

/* Arbitrary bytes and very long names: no crash, no false match, bounded time. */
static void
test_robustness(void)
{
	char	   *a = malloc(100001);
	char	   *b = malloc(100001);
	char		mid[NAMES_MAX_LEN + 2];
	const char *many[64];
	unsigned int seed = 12345;
	clock_t		t0;
	int			i;
	int			j;

	/* NULL and empty */
	CHECK(kind_of(NULL, "x", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("x", NULL, NULL) == NAME_NO_MATCH);
	CHECK(kind_of("", "", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("___", "__", NULL) == NAME_NO_MATCH);
	CHECK(kind_of("id", "customer_id", "") == NAME_NO_MATCH);
	CHECK(kind_of("id", "customer_id", "...") == NAME_NO_MATCH);

	/* UTF-8 and stray high bytes */
	CHECK(kind_of("Caf\xc3\xa9", "caf\xc3\xa9", NULL) == NAME_EXACT_CASE);
	/* non-ASCII letters are not case-folded, but one byte apart is close */
	CHECK(kind_of("\xc3\x89tatCivil", "\xc3\xa9tat_civil", NULL) == NAME_EDIT_DISTANCE);
	CHECK(kind_of("\xc3\x89tatCivil", "\xc3\x89tat_civil", NULL) == NAME_NORMALIZED);
	CHECK(kind_of("stra\xc3\x9f" "e", "strasse", NULL) == NAME_EDIT_DISTANCE);
	CHECK(kind_of("\xff\xfe\xfd\xfc", "\xff\xfe\xfd\xfb", NULL) == NAME_EDIT_DISTANCE);
	CHECK(kind_of("\x80", "\x80\x80", NULL) == NAME_NO_MATCH);

	/* a name of exactly the limit still gets the loose classes, one more byte does not */
	memset(mid, 'a', NAMES_MAX_LEN);
	mid[NAMES_MAX_LEN] = '\0';
	memcpy(mid, "Order", 5);
	memset(a, 'a', NAMES_MAX_LEN);
	a[NAMES_MAX_LEN] = '\0';
	memcpy(a, "order", 5);
	CHECK(kind_of(mid, a, NULL) == NAME_EXACT_CASE);
	a[3] = '_';
	a[NAMES_MAX_LEN - 1] = '\0';
	CHECK(kind_of(mid, a, NULL) != NAME_NO_MATCH);
	mid[NAMES_MAX_LEN] = 'a';
	mid[NAMES_MAX_LEN + 1] = '\0';
	CHECK(kind_of(mid, a, NULL) == NAME_NO_MATCH);

	/* 100 KB names: only the up-to-case class, over the whole length */
	memset(a, 'x', 100000);
	a[100000] = '\0';
	memset(b, 'X', 100000);
	b[100000] = '\0';
	CHECK(kind_of(a, b, NULL) == NAME_EXACT_CASE);
	b[99999] = 'y';				/* differs only at the very end */
	CHECK(kind_of(a, b, NULL) == NAME_NO_MATCH);
	b[99999] = 'X';
	b[50] = '_';				/* same words after a cut: still too long to trust */
	CHECK(kind_of(a, b, NULL) == NAME_NO_MATCH);
	CHECK(kind_of(a, "x", a) == NAME_NO_MATCH);
	CHECK(kind_of("id", "customer_id", a) == NAME_NO_MATCH);
	CHECK(names_words(a, NULL, 0) == 0);

	/* random bytes against random bytes and real names: no crash, symmetric kinds */
	for (i = 0; i < 20000; i++)
	{
		char		x[48];
		char		y[48];
		int			lx = (int) ((seed = seed * 1103515245u + 12345u) >> 16) % 47;
		int			ly = (int) ((seed = seed * 1103515245u + 12345u) >> 16) % 47;
		NameScore	s1;
		NameScore	s2;

		for (j = 0; j < lx; j++)
			x[j] = (char) (1 + ((seed = seed * 1103515245u + 12345u) >> 16) % 255);
		for (j = 0; j < ly; j++)
			y[j] = (char) (1 + ((seed = seed * 1103515245u + 12345u) >> 16) % 255);
		x[lx] = '\0';
		y[ly] = '\0';
		s1 = names_score(x, y, (i & 1) ? y : NULL);
		s2 = names_score(y, x, (i & 1) ? y : NULL);
		CHECK(s1.score >= 0 && s1.score <= 1000);
		if (s1.kind != s2.kind)
			CHECK(s1.kind == s2.kind);
	}

	/*
	 * Worst case for the folded-name search: many one-letter words against
	 * a run of the same letter.  Must stay fast.
	 */
	for (i = 0; i < NAMES_MAX_LEN; i++)
		a[i] = (i & 1) ? '_' : 'a';
	a[NAMES_MAX_LEN - 1] = '\0';
	memset(b, 'a', NAMES_MAX_LEN - 1);
	b[NAMES_MAX_LEN - 1] = '\0';
	for (i = 0; i < 64; i++)
		many[i] = (i & 1) ? a : b;
	t0 = clock();
	for (i = 0; i < 20; i++)
		(void) names_best(a, many, NULL, 64, NULL);
	CHECK((double) (clock() - t0) / CLOCKS_PER_SEC < 5.0);

	free(a);
	free(b);
}

/* Every kind has a text; unknown values do not crash. */
static void
test_kind_text(void)
{
	CHECK_STREQ(names_kind_text(NAME_EXACT_CASE), "same name up to case");
	CHECK_STREQ(names_kind_text(NAME_NORMALIZED),
				"same words up to case, underscores and CamelCase");
	CHECK_STREQ(names_kind_text(NAME_TABLE_PREFIX), "table name added or dropped as a prefix");
	CHECK_STREQ(names_kind_text(NAME_PLURAL), "singular or plural of the same name");
	CHECK_STREQ(names_kind_text(NAME_ABBREVIATION), "abbreviation of the same words");
	CHECK_STREQ(names_kind_text(NAME_EDIT_DISTANCE), "close spelling");
	CHECK_STREQ(names_kind_text(NAME_NO_MATCH), "no match");
	CHECK_STREQ(names_kind_text((NameMatchKind) 99), "no match");
}

int
main(void)
{
	test_words();
	test_split();
	test_classes();
	test_false_friends();
	test_best();
	test_robustness();
	test_kind_text();
	return unit_report("names");
}
