# nl2sql_heal — PGXS build.
#
#   make && make install       build and install the extension
#   make installcheck          pg_regress suites (needs a running server), then TAP
#   make unit                  unit tests of the pure-C parts (no server)

EXTENSION   = nl2sql_heal
MODULE_big  = nl2sql_heal
DATA        = $(wildcard sql/nl2sql_heal--*.sql)
PGFILEDESC  = "nl2sql_heal - self-healing execution of generated SQL"

# Pure-C parts: no PostgreSQL server headers, unit-tested and fuzzed directly.
PURE_SRCS   = $(addprefix src/, text_util.c classify.c sqltok.c names.c synonyms.c usage_fit.c sqlnorm.c conversions.c \
                figures_text.c figures.c figures_words.c figures_ground.c \
                verdict.c verdict_rows.c verdict_match.c verdict_words.c verdict_derive.c verdict_scale.c verdict_search.c verdict_subset.c verdict_idents.c verdict_parts.c verdict_calc.c verdict_query.c verdict_table.c \
                llm_wire.c llm_wire_response.c llm_wire_retry.c llm_wire_extract.c llm_wire_prompt.c \
                dialect.c dialect_date_format.c dialect_datetime.c dialect_declared.c dialect_error_fixes.c \
                dialect_functions.c dialect_idioms.c dialect_sqlite_time.c dialect_syntax.c dialect_tokens.c \
                dialect_unary.c dialect_walk.c)
BACKEND_SRCS = $(filter-out $(PURE_SRCS), $(wildcard src/*.c))
OBJS        = $(BACKEND_SRCS:.c=.o) $(PURE_SRCS:.c=.o)

# pg_regress suites: test/sql/<name>.sql, expected output in test/expected/.
REGRESS      = 001_basic 002_classify 003_safety 004_receipts 005_knob 006_misuse \
                010_security_paths 011_security_results 020_policy 021_policy_allowed 022_policy_types \
                030_rules_privileges 040_memory_identity 100_rules_identifiers 101_rules_relations \
                102_rules_grouping 103_rules_zero_rows 104_rules_dialect \
                110_rules_conversions 111_rules_bare_columns 112_source_dialect \
                  113_rules_sqlite 114_dialect_idioms 115_rules_identifier_stems 116_rules_usage 120_rules_judge \
                  121_rules_artifacts 122_rules_wrong_table 123_rules_ambiguous_joined 124_rules_quoted_alias \
                  125_rules_text_values 126_rules_tool_functions 127_rules_wordnet_forms 128_rules_ambiguous_display 129_rules_judge_in_pass \
                  130_rules_first_row_truthiness 131_rules_two_letter_cuts 132_rules_text_decimals 133_rules_citext_numbers 134_catalog_cache_items 135_journal_without_pages 136_rules_lookup 137_receipts_role_text 138_lookup_cache_reading 139_schema_cache_reading 140_relations_cache_reading 141_rules_metrics 142_source_dialect_cancel \
                 201_check_answer 202_audit_answer 203_stats 210_check_answer_analyst 220_check_answer_derived 221_check_small_counts 222_check_answer_nearest 223_check_small_counts_named 224_check_answer_share_of_averages 225_check_answer_code_words 226_check_answer_named_counts 227_check_answer_limit_names 228_check_answer_per_unit_units 229_check_answer_rows_compared 230_check_answer_discourse 231_check_answer_search 232_check_answer_magnitude 233_check_answer_round_years 234_check_answer_unit_table 235_check_answer_pooled_sum_mean 236_check_answer_over_unit 237_check_answer_groups 238_check_answer_parts 240_check_answer_listed_rows 241_check_answer_operands 242_check_answer_values 243_check_answer_cancel 244_check_answer_query_bounds \
                 400_remote 600_plan_guard 601_model_usage 602_sensitive_label 610_plan_guard_unestimated \
                  611_policy_literal_cache 612_catalog_cache 613_own_queries_jit 614_relation_digits 700_journal 701_remembered 800_sqlstate_name 800_receipt_bounds 801_receipt_verdict_bounds 802_retention_whole
REGRESS_OPTS = --inputdir=test --outputdir=test/regress_out --load-extension=nl2sql_heal
# TAP suites (servers of their own): test/t/*.pl with PostgreSQL::Test::Cluster.
# `make installcheck` runs them after pg_regress, as a user other than root;
# CI runs them through test/tap.sh.
TAP_TESTS    = 1
PROVE_TESTS  = test/t/*.pl

PG_CPPFLAGS = -Isrc -std=gnu11 -Wextra -Wno-unused-parameter -Wno-missing-field-initializers -Wno-sign-compare
SHLIB_LINK  = -lcurl -ljson-c
# Remote targets (src/remote.c): libpq from the backend, as dblink and postgres_fdw.
PG_CPPFLAGS += -I$(shell $(PG_CONFIG) --includedir)
SHLIB_LINK  += -lpq

# A benchmark build (make PHASE_TIMING=1) times each phase of a call (bench/phases.sh).
ifdef PHASE_TIMING
PG_CPPFLAGS += -DNL2SQL_HEAL_PHASE_TIMING
endif

PG_CONFIG ?= pg_config
# Export only the entry points (see src/pg_compat.h): PGXS does this from 16 on.
PG_MAJORVERSION := $(shell $(PG_CONFIG) --version | sed 's/^PostgreSQL \([0-9]*\).*/\1/')
ifeq ($(shell test "$(PG_MAJORVERSION)" -lt 16 2>/dev/null && echo before16),before16)
PG_CFLAGS   += -fvisibility=hidden
PG_CPPFLAGS += '-DPGDLLEXPORT=__attribute__((visibility("default")))'
endif
PGXS := $(shell $(PG_CONFIG) --pgxs)
include $(PGXS)
# sqlstate_name(): the condition names of the server built for, from its
# utils/errcodes.h.  Made on every build (another PG_CONFIG is another list)
# and replaced only when it differs, so an unchanged list rebuilds nothing.
ERRCODES_H = $(shell $(PG_CONFIG) --includedir-server)/utils/errcodes.h
src/sqlstate_names.h: src/sqlstate_names.sed sqlstate-names-always
	sed -n -E -f src/sqlstate_names.sed '$(ERRCODES_H)' >$@.tmp
	@test -s $@.tmp || { echo "no SQLSTATEs read from $(ERRCODES_H)" >&2; rm -f $@.tmp; exit 1; }
	@if cmp -s $@.tmp $@; then rm -f $@.tmp; else mv -f $@.tmp $@; fi
src/sqlstate_name.o: src/sqlstate_names.h
# PGXS tracks no header dependencies: a changed header rebuilds every object,
# or an object built against a struct's old layout would read the new one wrong.
$(OBJS) $(OBJS:.o=.bc): $(filter-out src/sqlstate_names.h,$(wildcard src/*.h))
sqlstate-names-always:
.PHONY: sqlstate-names-always
EXTRA_CLEAN += src/sqlstate_names.h src/sqlstate_names.h.tmp

# The TAP suites' own modules (after the include, which sets PG_PROVE_FLAGS;
# PROVE_FLAGS stays free for `make installcheck PROVE_FLAGS=--verbose`).
PG_PROVE_FLAGS += -I ./test/perl

# Unit tests: each test/unit/test_<x>.c is linked with every pure source.
UNIT_CFLAGS = -std=c11 -D_GNU_SOURCE -g -O1 -Wall -Wextra -Werror -Wno-unused-parameter -Isrc -Itest/unit
UNIT_TESTS  = $(patsubst test/unit/%.c,test/unit/bin/%,$(wildcard test/unit/test_*.c))

# The pure sources are compiled once, and each test is linked with them.
UNIT_OBJS   = $(patsubst src/%.c,test/unit/bin/obj/%.o,$(PURE_SRCS))

test/unit/bin/obj/%.o: src/%.c $(wildcard src/*.h)
	@mkdir -p test/unit/bin/obj
	$(CC) $(UNIT_CFLAGS) -c -o $@ $<

test/unit/bin/%: test/unit/%.c $(UNIT_OBJS) test/unit/unit.h
	@mkdir -p test/unit/bin
	$(CC) $(UNIT_CFLAGS) -o $@ $< $(UNIT_OBJS) -ljson-c -lm

unit: $(UNIT_TESTS)
	@for t in $(UNIT_TESTS); do ./$$t || exit 1; done

.PHONY: unit
EXTRA_CLEAN = test/unit/bin test/regress_out test/fuzz/bin

# Fuzzing (clang + libFuzzer): each test/fuzz/fuzz_<x>.c is linked with every
# pure source. `make fuzz` builds them into test/fuzz/bin/; `make fuzz-run`
# runs each for FUZZ_SECONDS, seeded from test/fuzz/corpus_<x>/ (new inputs go
# to test/fuzz/bin/corpus_<x>/, crash reproducers to test/fuzz/bin/), and
# fails on any crash, leak, sanitizer report or timeout.
FUZZ_CC      ?= clang
FUZZ_CFLAGS   = -std=c11 -D_GNU_SOURCE -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -Isrc
FUZZ_SECONDS ?= 60
FUZZ_TARGETS  = $(patsubst test/fuzz/%.c,test/fuzz/bin/%,$(wildcard test/fuzz/fuzz_*.c))

# The pure sources are compiled once (instrumented), and each target is linked with them.
FUZZ_OBJS     = $(patsubst src/%.c,test/fuzz/bin/obj/%.o,$(PURE_SRCS))

test/fuzz/bin/obj/%.o: src/%.c $(wildcard src/*.h)
	@mkdir -p test/fuzz/bin/obj
	$(FUZZ_CC) $(FUZZ_CFLAGS) -c -o $@ $<

test/fuzz/bin/fuzz_%: test/fuzz/fuzz_%.c $(FUZZ_OBJS)
	@mkdir -p test/fuzz/bin
	$(FUZZ_CC) $(FUZZ_CFLAGS) -o $@ $< $(FUZZ_OBJS) -ljson-c -lm

fuzz: $(FUZZ_TARGETS)

fuzz-run: $(FUZZ_TARGETS)
	@for f in $(FUZZ_TARGETS); do \
		n=$$(basename $$f | sed 's/^fuzz_//'); \
		mkdir -p test/fuzz/bin/corpus_$$n; \
		echo "== $$f for $(FUZZ_SECONDS)s"; \
		UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 ASAN_OPTIONS=detect_leaks=1 \
		./$$f -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 \
			-artifact_prefix=test/fuzz/bin/$$n- \
			test/fuzz/bin/corpus_$$n $$(test -d test/fuzz/corpus_$$n && echo test/fuzz/corpus_$$n) \
			|| { echo "fuzz_$$n: 0 passed, 1 failed"; exit 1; }; \
		echo "fuzz_$$n: 1 passed, 0 failed"; \
	done

.PHONY: fuzz fuzz-run
