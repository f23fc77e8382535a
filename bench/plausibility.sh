#!/usr/bin/env bash
# Answer plausibility: precision and recall of check_answer for flagging
# implausible answers on a labelled set built from real query results over
# ../shared/data (bench/plausibility_labels.py), and the time of one check on
# a receipt holding 1,000 rows: in the server, and of verdict_decide alone
# (bench/plausibility_time.c, built here against this tree's src/ and, with
# BASE_SRC=DIR, against another tree's, run back to back under the same load),
# and of verdict_decide on long answers at two sizes (bench/plausibility_long.c).
#
# Run as root after `make install`; starts its own server (port BENCH_PORT,
# default 5515). Reads the data from ../shared/data (DATA_DIR to override)
# and skips the labelled set when it is absent. HELD_OUT=yes also prints the
# further sets (bench/plausibility_llm.py's third, bench/plausibility_fresh.py,
# both halves of bench/plausibility_fresh2.py, and bench/plausibility_fresh3.py
# to bench/plausibility_fresh61.py: only their aggregate figures are printed).
# Each was written held out; the fourth to fifteenth, the seventeenth and the
# nineteenth to sixty-first (fresh3 to fresh14, fresh16, fresh18 to
# fresh60) are development now that their misses have been read; the
# sixteenth, the eighteenth and the sixty-second (fresh15, fresh17, fresh61)
# are still held out. The labelled set is written to
# bench/out/plausibility_labels.jsonl (OUT to override).
set -euo pipefail
cd "$(dirname "$0")/.."
. test/lib.sh

data=${DATA_DIR:-../shared/data}
port=$(free_port ${BENCH_PORT:-5515})
out=${OUT:-bench/out/plausibility_labels.jsonl}
dir=$(scratch_dir)
start_server "$dir/pg" "$port"
trap 'stop_server "$dir/pg"; rm -rf "$dir"' EXIT
export PGHOST=$dir/pg PGPORT=$port PGUSER=postgres
q() { psql -X -q -v ON_ERROR_STOP=1 "$@"; }

if [ -d "$data/defog-dev" ] && [ -d "$data/chinook" ] && [ -d "$data/northwind" ]; then
    echo "== loading $data: defog-dev (academic, advising, atis, geography), chinook, northwind"
    for db in academic advising atis geography; do
        q -d postgres -c "CREATE DATABASE defog_$db"
        q -d "defog_$db" -f "$data/defog-dev/$db.sql" >/dev/null
    done
    q -d postgres -f "$data/chinook/Chinook_PostgreSql.sql" >/dev/null 2>&1
    q -d postgres -c "CREATE DATABASE northwind"
    q -d northwind -f "$data/northwind/northwind.sql" >/dev/null 2>&1
    for db in defog_academic defog_advising defog_atis defog_geography chinook northwind; do
        q -d "$db" -c "CREATE EXTENSION nl2sql_heal"
    done
    spider=$data/spider-llm/typed
    # the derived figures' capacity shares read Spider's concert_singer (stadiums and their capacity)
    if [ -f "$spider/concert_singer.sql" ]; then
        q -d postgres -c "CREATE DATABASE spider_concert_singer"
        q -d spider_concert_singer -f "$spider/concert_singer.sql" >/dev/null 2>&1
        q -d spider_concert_singer -c "CREATE EXTENSION nl2sql_heal"
    fi
    mkdir -p "$(dirname "$out")"
    echo "== labelled set: grounded answers and ungrounded twins over real results"
    python3 bench/plausibility_labels.py --data "$data" --out "$out"
    echo "== analyst answers: derived figures, echoes, bounds, number words, attribution, direction, scaling"
    python3 bench/plausibility_analyst.py --out "${out%.jsonl}_analyst.jsonl"
    echo "== derived figures (comparisons, changes, per-unit, subsets, weighted averages, conversions, zeros, identifiers), dev and held-out, with chance grounding per kind"
    python3 bench/plausibility_derived.py --out "${out%.jsonl}_derived.jsonl"
    echo "== chance grounding per derivation kind: 30 random wrong figures of the same magnitude per derived figure (each kind must stay under 2%)"
    python3 bench/plausibility_derived.py --chance 30 --out "${out%.jsonl}_chance.jsonl" | sed -n '/^by kind/,/^chance grounding overall/p'
    echo "== answers as a language-model analyst writes them: several claims each, words and digits, bounds, approximations (development part; the held-out part with HELD_OUT=yes)"
    python3 bench/plausibility_llm.py --out "${out%.jsonl}_llm.jsonl" ${HELD_OUT:+--held-out}
    if [ -n "${HELD_OUT:-}" ] && [ -f "$data/bird-dev/superhero.sql" ]; then
        echo "== a second held-out set: superhero, geography and new queries on chinook and northwind (all held out)"
        q -d postgres -c "CREATE DATABASE superhero"
        q -d superhero -f "$data/bird-dev/superhero.sql" >/dev/null 2>&1
        q -d superhero -c "CREATE EXTENSION nl2sql_heal"
        python3 bench/plausibility_fresh.py --out "${out%.jsonl}_fresh.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$spider/car_1.sql" ]; then
        echo "== a third set: Spider's car_1, concert_singer, pets_1 and battle_death (development half, then the held-out half)"
        # (concert_singer is loaded above)
        for db in car_1 pets_1 battle_death; do
            q -d postgres -c "CREATE DATABASE spider_$db"
            q -d "spider_$db" -f "$spider/$db.sql" >/dev/null 2>&1
            q -d "spider_$db" -c "CREATE EXTENSION nl2sql_heal"
        done
        python3 bench/plausibility_fresh2.py --part dev --out "${out%.jsonl}_fresh2_dev.jsonl"
        python3 bench/plausibility_fresh2.py --part held_out --out "${out%.jsonl}_fresh2_held_out.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$spider/course_teach.sql" ] && [ -f "$spider/cre_Doc_Template_Mgt.sql" ] \
        && [ -f "$spider/tvshow.sql" ] && [ -f "$spider/voter_1.sql" ]; then
        echo "== a fourth set (development: its misses have been read): Spider's course_teach, cre_Doc_Template_Mgt, tvshow and voter_1 (figures only)"
        for db in course_teach cre_Doc_Template_Mgt tvshow voter_1; do
            name=spider_$(echo "$db" | tr 'A-Z' 'a-z')
            q -d postgres -c "CREATE DATABASE $name"
            q -d "$name" -f "$spider/$db.sql" >/dev/null 2>&1
            q -d "$name" -c "CREATE EXTENSION nl2sql_heal"
        done
        python3 bench/plausibility_fresh3.py --out "${out%.jsonl}_fresh3.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ]; then
        # the defog databases are loaded above; new queries of its own on them
        echo "== a fifth set (development: its misses have been read): defog-dev's academic, advising, atis and geography, new queries (figures only)"
        python3 bench/plausibility_fresh4.py --out "${out%.jsonl}_fresh4.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ]; then
        # chinook and northwind are loaded above; new queries of their own on them
        echo "== a sixth set: chinook and northwind, new queries (held out until its misses were read in development; figures only)"
        python3 bench/plausibility_fresh5.py --out "${out%.jsonl}_fresh5.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$data/bird-dev/superhero.sql" ] && [ -f "$spider/car_1.sql" ]; then
        # superhero and the Spider databases are loaded above; new queries of its own on them,
        # and on chinook and northwind for money and durations
        echo "== a seventh set (development: its misses have been read): superhero, Spider's car_1, concert_singer, pets_1 and battle_death, new queries (figures only)"
        python3 bench/plausibility_fresh6.py --out "${out%.jsonl}_fresh6.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$data/bird-dev/superhero.sql" ] && [ -f "$spider/car_1.sql" ] \
        && [ -f "$spider/tvshow.sql" ] && [ -f "$spider/voter_1.sql" ]; then
        # every database it reads is loaded above; new queries of its own on them
        echo "== an eighth set (development: its misses have been read): northwind, chinook, atis, Spider's car_1, tvshow and voter_1, superhero, new queries (figures only)"
        python3 bench/plausibility_fresh7.py --out "${out%.jsonl}_fresh7.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$data/bird-dev/superhero.sql" ] && [ -f "$spider/car_1.sql" ] \
        && [ -f "$spider/course_teach.sql" ] && [ -f "$spider/cre_Doc_Template_Mgt.sql" ] \
        && [ -f "$spider/tvshow.sql" ] && [ -f "$spider/voter_1.sql" ]; then
        # every database it reads is loaded above; new queries of its own on them
        echo "== a ninth set (development: its misses have been read): northwind, chinook, superhero, Spider's concert_singer, pets_1, battle_death and voter_1, geography, atis, new queries and new phrasings (figures only)"
        python3 bench/plausibility_fresh8.py --out "${out%.jsonl}_fresh8.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$data/bird-dev/superhero.sql" ] && [ -f "$spider/course_teach.sql" ] \
        && [ -f "$spider/tvshow.sql" ] && [ -f "$spider/voter_1.sql" ]; then
        # every database it reads is loaded above; new queries of its own on them
        echo "== a tenth set (development: its misses have been read): northwind, chinook, superhero, Spider's tvshow, course_teach and voter_1, advising, new queries and answers laid out as lists, bold labels and conclusions first (figures only)"
        python3 bench/plausibility_fresh9.py --out "${out%.jsonl}_fresh9.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$data/bird-dev/superhero.sql" ] && [ -f "$spider/car_1.sql" ]; then
        # every database it reads is loaded above; new queries of its own on them
        echo "== an eleventh set (development: its misses have been read): northwind, chinook, superhero, Spider's car_1, atis, geography, new queries and answers with markdown tables, numbered lists, restated questions, British spellings, fractions, ranges and bounds in words (figures only)"
        python3 bench/plausibility_fresh10.py --out "${out%.jsonl}_fresh10.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$spider/car_1.sql" ] && [ -f "$spider/course_teach.sql" ] \
        && [ -f "$spider/cre_Doc_Template_Mgt.sql" ] && [ -f "$spider/tvshow.sql" ] && [ -f "$spider/voter_1.sql" ]; then
        # every database it reads is loaded above (Spider's concert_singer, pets_1 and battle_death with
        # car_1, cre_Doc_Template_Mgt and voter_1 with the fourth set); new queries of its own on them
        echo "== a twelfth set (development: its misses have been read): geography, advising, academic, Spider's concert_singer, pets_1, battle_death, cre_Doc_Template_Mgt and voter_1, chinook's playlists and media types, northwind's suppliers and territories, new queries and answers in the voices of different chat models (figures only)"
        python3 bench/plausibility_fresh11.py --out "${out%.jsonl}_fresh11.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$data/bird-dev/superhero.sql" ] && [ -f "$spider/car_1.sql" ] \
        && [ -f "$spider/course_teach.sql" ] && [ -f "$spider/cre_Doc_Template_Mgt.sql" ] \
        && [ -f "$spider/tvshow.sql" ] && [ -f "$spider/voter_1.sql" ]; then
        # every database it reads is loaded above (superhero with the second set, Spider's car_1,
        # concert_singer and battle_death with the third, tvshow with the fourth); new queries of its own on them
        echo "== a thirteenth set (development: its misses have been read): northwind's order lines and discounts, chinook's invoice lines per genre and year, atis, academic, advising, Spider's car_1, battle_death, concert_singer and tvshow, superhero's attributes and powers, new queries and answers as manager-facing chat summaries (figures only)"
        python3 bench/plausibility_fresh12.py --out "${out%.jsonl}_fresh12.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$data/bird-dev/superhero.sql" ] && [ -f "$spider/pets_1.sql" ] \
        && [ -f "$spider/course_teach.sql" ] && [ -f "$spider/cre_Doc_Template_Mgt.sql" ] && [ -f "$spider/voter_1.sql" ]; then
        # every database it reads is loaded above; new queries of its own on them
        echo "== a fourteenth set (development: its misses have been read): geography's states, cities and rivers, northwind's freight and shipping times, chinook's albums and customers per country, Spider's pets_1, voter_1, course_teach and cre_Doc_Template_Mgt, superhero's heights and weights, new queries and answers as chat follow-ups and data-journalism prose (figures only)"
        python3 bench/plausibility_fresh13.py --out "${out%.jsonl}_fresh13.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$spider/car_1.sql" ] && [ -f "$spider/course_teach.sql" ]; then
        # every database it reads is loaded above; new queries of its own on them
        echo "== a fifteenth set (development: its misses have been read): northwind's suppliers, reorder levels and freight per quarter, chinook's billing countries and support reps, atis, academic, advising, geography's rivers, Spider's car_1, concert_singer, battle_death and course_teach, new queries and answers as a BI tool's key findings and a notebook assistant's notes (figures only)"
        python3 bench/plausibility_fresh14.py --out "${out%.jsonl}_fresh14.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$data/bird-dev/superhero.sql" ] && [ -f "$spider/car_1.sql" ] \
        && [ -f "$spider/tvshow.sql" ] && [ -f "$spider/voter_1.sql" ]; then
        # every database it reads is loaded above; new queries of its own on them
        echo "== a sixteenth set, held out whole: northwind's employees, shipping dates and territories, chinook's media types, playlists and prices, Spider's car_1 model years, voter_1 and tvshow, superhero's colours, genders and races, academic, atis, new queries and answers as agent frameworks print them and careful analysts write them (figures only)"
        python3 bench/plausibility_fresh15.py --out "${out%.jsonl}_fresh15.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$data/bird-dev/superhero.sql" ] && [ -f "$spider/battle_death.sql" ] \
        && [ -f "$spider/concert_singer.sql" ] && [ -f "$spider/pets_1.sql" ]; then
        # every database it reads is loaded above; new queries of its own on them
        echo "== a seventeenth set, held out whole: northwind's orders per month and year, customers per country and discontinued products, chinook's invoices per quarter, media types and composers, geography's lakes and mountains, atis, Spider's concert_singer, pets_1 and battle_death, superhero, new queries and answers as slides and e-mails to executives (figures only)"
        python3 bench/plausibility_fresh16.py --out "${out%.jsonl}_fresh16.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$data/bird-dev/superhero.sql" ] && [ -f "$spider/car_1.sql" ] \
        && [ -f "$spider/tvshow.sql" ] && [ -f "$spider/course_teach.sql" ] && [ -f "$spider/pets_1.sql" ]; then
        # every database it reads is loaded above; new queries of its own on them
        echo "== an eighteenth set, held out whole: northwind's shippers, freight and late shipments, chinook's support reps, billing countries and genres, Spider's car_1, pets_1, course_teach and tvshow, superhero, geography, new queries and answers as a data assistant posts them in a team chat (figures only)"
        python3 bench/plausibility_fresh17.py --out "${out%.jsonl}_fresh17.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$data/bird-dev/superhero.sql" ] && [ -f "$spider/car_1.sql" ] \
        && [ -f "$spider/voter_1.sql" ] && [ -f "$spider/cre_Doc_Template_Mgt.sql" ]; then
        echo "== a nineteenth set (development: its misses have been read): northwind, chinook, superhero, geography and Spider's car_1, voter_1, course_teach, pets_1 and cre_Doc_Template_Mgt, new queries and answers as a BI tool's templated narratives write them (figures only)"
        python3 bench/plausibility_fresh18.py --out "${out%.jsonl}_fresh18.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$data/bird-dev/superhero.sql" ] && [ -f "$spider/car_1.sql" ] \
        && [ -f "$spider/tvshow.sql" ] && [ -f "$spider/cre_Doc_Template_Mgt.sql" ]; then
        echo "== a twentieth set (development: its misses have been read): northwind's freight and inventory, chinook's genres, geography, advising and Spider's car_1, tvshow, course_teach, cre_Doc_Template_Mgt and voter_1, new queries and answers as formal write-ups with units in words (figures only)"
        python3 bench/plausibility_fresh19.py --out "${out%.jsonl}_fresh19.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$data/bird-dev/superhero.sql" ] && [ -f "$spider/car_1.sql" ] \
        && [ -f "$data/defog-dev/geography.sql" ]; then
        echo "== a twenty-first set, development: Spider's car_1 per model year and cylinder count, chinook's invoice years, genres and support reps, northwind's shippers and quarters of 1997, superhero's publishers, geography's states, new queries and answers as a terse BI chat assistant writes comparisons and per-unit figures (figures only)"
        python3 bench/plausibility_fresh20.py --out "${out%.jsonl}_fresh20.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$data/bird-dev/superhero.sql" ] && [ -f "$spider/car_1.sql" ] \
        && [ -f "$spider/tvshow.sql" ] && [ -f "$spider/voter_1.sql" ] && [ -f "$spider/cre_Doc_Template_Mgt.sql" ]; then
        echo "== a twenty-second set (development: its misses have been read): advising, Spider's tvshow, voter_1, cre_Doc_Template_Mgt and car_1, chinook's playlists, billing countries and artists, northwind's employees and months of 1997, superhero, geography, new queries and answers in a British analyst's note (figures only)"
        python3 bench/plausibility_fresh21.py --out "${out%.jsonl}_fresh21.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$data/bird-dev/superhero.sql" ] && [ -f "$spider/battle_death.sql" ] \
        && [ -f "$spider/concert_singer.sql" ] && [ -f "$spider/course_teach.sql" ] && [ -f "$spider/pets_1.sql" ]; then
        echo "== a twenty-third set (development: its misses have been read): northwind's employees, supplier countries, years and months of 1997, chinook's artists, billing countries and playlists, superhero's sizes, Spider's battle_death, concert_singer, course_teach and pets_1, new queries and answers as a chat assistant formats them in Markdown (figures only)"
        python3 bench/plausibility_fresh22.py --out "${out%.jsonl}_fresh22.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$data/bird-dev/superhero.sql" ] && [ -f "$spider/course_teach.sql" ]; then
        echo "== a twenty-fourth set (development: its misses have been read): chinook's support reps and playlists, northwind's shippers, regions and supplier countries, superhero's races, geography's states and cities, atis's ground transport and airlines, academic's years and journals, Spider's course_teach, new queries and answers as a wire-service data reporter writes them (figures only)"
        python3 bench/plausibility_fresh23.py --out "${out%.jsonl}_fresh23.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$data/bird-dev/superhero.sql" ] && [ -f "$spider/voter_1.sql" ] \
        && [ -f "$spider/tvshow.sql" ] && [ -f "$spider/concert_singer.sql" ] && [ -f "$spider/battle_death.sql" ] \
        && [ -f "$spider/pets_1.sql" ] && [ -f "$spider/cre_Doc_Template_Mgt.sql" ]; then
        echo "== a twenty-fifth set (development: its misses have been read): Spider's voter_1, tvshow, concert_singer, battle_death, pets_1 and cre_Doc_Template_Mgt, advising's courses, chinook, northwind and superhero, new queries and answers as a voice assistant says figures aloud (figures only)"
        python3 bench/plausibility_fresh24.py --out "${out%.jsonl}_fresh24.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$data/bird-dev/superhero.sql" ] && [ -f "$spider/car_1.sql" ] \
        && [ -f "$spider/concert_singer.sql" ] && [ -f "$spider/pets_1.sql" ] && [ -f "$spider/battle_death.sql" ] \
        && [ -f "$spider/course_teach.sql" ] && [ -f "$spider/cre_Doc_Template_Mgt.sql" ] && [ -f "$spider/tvshow.sql" ] \
        && [ -f "$spider/voter_1.sql" ]; then
        echo "== a twenty-sixth set (development: its misses have been read): Spider's car_1, concert_singer, pets_1, battle_death, course_teach, cre_Doc_Template_Mgt, tvshow and voter_1, defog-dev's academic, atis and geography, chinook, northwind and superhero, new queries and answers as a reasoning model shows its arithmetic (figures only)"
        python3 bench/plausibility_fresh25.py --out "${out%.jsonl}_fresh25.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$data/bird-dev/superhero.sql" ] && [ -f "$spider/car_1.sql" ] \
        && [ -f "$spider/concert_singer.sql" ] && [ -f "$spider/pets_1.sql" ] && [ -f "$spider/voter_1.sql" ]; then
        echo "== a twenty-seventh set (development: its misses have been read): northwind, chinook, superhero, Spider's car_1, concert_singer, pets_1 and voter_1, defog-dev's atis and geography, new queries and answers as terse chat messages with arrows and abbreviations (figures only)"
        python3 bench/plausibility_fresh26.py --out "${out%.jsonl}_fresh26.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$data/bird-dev/superhero.sql" ] && [ -f "$spider/car_1.sql" ] \
        && [ -f "$spider/concert_singer.sql" ] && [ -f "$spider/pets_1.sql" ]; then
        echo "== a twenty-eighth set (development: its misses have been read): northwind, chinook, superhero, Spider's car_1, concert_singer and pets_1, defog-dev's atis and geography, new queries and answers as a BI tool writes KPI cards and dashboard notes (figures only)"
        python3 bench/plausibility_fresh27.py --out "${out%.jsonl}_fresh27.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$data/bird-dev/superhero.sql" ] && [ -f "$spider/car_1.sql" ] \
        && [ -f "$spider/concert_singer.sql" ] && [ -f "$spider/pets_1.sql" ] && [ -f "$spider/battle_death.sql" ] \
        && [ -f "$spider/course_teach.sql" ] && [ -f "$spider/cre_Doc_Template_Mgt.sql" ] && [ -f "$spider/tvshow.sql" ] \
        && [ -f "$spider/voter_1.sql" ]; then
        echo "== a twenty-ninth set (development: its misses have been read): northwind, chinook, superhero, Spider's car_1, concert_singer, pets_1, battle_death, course_teach, cre_Doc_Template_Mgt, tvshow and voter_1, defog-dev's atis, geography and advising, new queries and answers as a data-journalism newsletter (figures only)"
        python3 bench/plausibility_fresh28.py --out "${out%.jsonl}_fresh28.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$data/bird-dev/superhero.sql" ] && [ -f "$spider/car_1.sql" ] \
        && [ -f "$spider/concert_singer.sql" ] && [ -f "$spider/pets_1.sql" ] && [ -f "$spider/battle_death.sql" ] \
        && [ -f "$spider/course_teach.sql" ] && [ -f "$spider/cre_Doc_Template_Mgt.sql" ] && [ -f "$spider/tvshow.sql" ] \
        && [ -f "$spider/voter_1.sql" ]; then
        echo "== a thirtieth set (development: its misses have been read): northwind, chinook, superhero, Spider's car_1, concert_singer, pets_1, battle_death, course_teach, cre_Doc_Template_Mgt, tvshow and voter_1, defog-dev's academic, atis, geography and advising, new queries and answers as an analyst's status e-mail to executives (figures only)"
        python3 bench/plausibility_fresh29.py --out "${out%.jsonl}_fresh29.jsonl"
    fi
    if [ -n "${HELD_OUT:-}" ] && [ -f "$data/bird-dev/superhero.sql" ] && [ -f "$spider/car_1.sql" ] \
        && [ -f "$spider/concert_singer.sql" ] && [ -f "$spider/pets_1.sql" ] && [ -f "$spider/battle_death.sql" ] \
        && [ -f "$spider/course_teach.sql" ] && [ -f "$spider/cre_Doc_Template_Mgt.sql" ] && [ -f "$spider/tvshow.sql" ] \
        && [ -f "$spider/voter_1.sql" ]; then
        echo "== a thirty-first set (development: its misses have been read): every database above (northwind, chinook, superhero, Spider's car_1, concert_singer, pets_1, battle_death, course_teach, cre_Doc_Template_Mgt, tvshow and voter_1, defog-dev's academic, atis, geography and advising), new queries and answers as a data scientist's notebook commentary (figures only)"
        python3 bench/plausibility_fresh30.py --out "${out%.jsonl}_fresh30.jsonl"
        echo "== a thirty-second set (development: its misses have been read): northwind, chinook, superhero, Spider's car_1, concert_singer, pets_1, battle_death, cre_Doc_Template_Mgt, tvshow and voter_1, defog-dev's academic, atis, geography and advising, new queries and answers as a slide deck outline with speaker notes (figures only)"
        python3 bench/plausibility_fresh31.py --out "${out%.jsonl}_fresh31.jsonl"
        echo "== a thirty-third set (development: its misses have been read): every database above, new queries and answers as the Results section of a short research write-up (figures only)"
        python3 bench/plausibility_fresh32.py --out "${out%.jsonl}_fresh32.jsonl"
        echo "== a thirty-fourth set (development: its misses have been read): every database above, new queries and answers as a chat assistant's markdown table with commentary (figures only)"
        python3 bench/plausibility_fresh33.py --out "${out%.jsonl}_fresh33.jsonl"
        echo "== a thirty-fifth set (development: its misses have been read): every database above, new queries and answers as a quarterly investor letter (figures only)"
        python3 bench/plausibility_fresh34.py --out "${out%.jsonl}_fresh34.jsonl"
        echo "== a thirty-sixth set (development: its misses have been read): every database above, new queries and answers as a support engineer's reply to a client's ticket (figures only)"
        python3 bench/plausibility_fresh35.py --out "${out%.jsonl}_fresh35.jsonl"
        echo "== a thirty-seventh set (development: its misses have been read): every database above, new queries and answers as a tutor's worked examples (figures only)"
        python3 bench/plausibility_fresh36.py --out "${out%.jsonl}_fresh36.jsonl"
        echo "== a thirty-eighth set (development: its misses have been read): every database above, new queries and answers as a newspaper data desk's short pieces (figures only)"
        python3 bench/plausibility_fresh37.py --out "${out%.jsonl}_fresh37.jsonl"
        echo "== a thirty-ninth set (development: its misses have been read): every database above, new queries and answers as a help centre's FAQ entries (figures only)"
        python3 bench/plausibility_fresh38.py --out "${out%.jsonl}_fresh38.jsonl"
        echo "== a fortieth set (development: its misses have been read): every database above, new queries and answers as an internal auditor's findings (figures only)"
        python3 bench/plausibility_fresh39.py --out "${out%.jsonl}_fresh39.jsonl"
        echo "== a forty-first set (development: its misses have been read): every database above, new queries and answers as an on-call engineer's incident postmortem (figures only)"
        python3 bench/plausibility_fresh40.py --out "${out%.jsonl}_fresh40.jsonl"
        echo "== a forty-second set (development: its misses have been read): every database above, new queries and answers as an analyst's replies in a team chat thread (figures only)"
        python3 bench/plausibility_fresh41.py --out "${out%.jsonl}_fresh41.jsonl"
        echo "== a forty-third set (development: its misses have been read): every database above, new queries and answers as a head of analytics' board memo (figures only)"
        python3 bench/plausibility_fresh42.py --out "${out%.jsonl}_fresh42.jsonl"
        echo "== a forty-fourth set (development: its misses have been read): every database above, new queries and answers as a customer success manager's account review e-mail (figures only)"
        python3 bench/plausibility_fresh43.py --out "${out%.jsonl}_fresh43.jsonl"
        echo "== a forty-fifth set (development: its misses have been read): every database above, new queries and answers as an operations analyst's weekly internal newsletter (figures only)"
        python3 bench/plausibility_fresh44.py --out "${out%.jsonl}_fresh44.jsonl"
        echo "== a forty-sixth set (development: its misses have been read): every database above, new queries and answers as a data podcast's segment script (figures only)"
        python3 bench/plausibility_fresh45.py --out "${out%.jsonl}_fresh45.jsonl"
        echo "== a forty-seventh set (development: its misses have been read): every database above, new queries and answers as an investor-relations call transcript (figures only)"
        python3 bench/plausibility_fresh46.py --out "${out%.jsonl}_fresh46.jsonl"
        echo "== a forty-eighth set (development: its misses have been read): every database above, new queries and answers as a quarterly business review's speaker notes (figures only)"
        python3 bench/plausibility_fresh47.py --out "${out%.jsonl}_fresh47.jsonl"
        echo "== a forty-ninth set (development: its misses have been read): every database above, new queries and answers as a quarterly OKR review (figures only)"
        python3 bench/plausibility_fresh48.py --out "${out%.jsonl}_fresh48.jsonl"
        echo "== a fiftieth set (development: its misses have been read): every database above, new queries and answers as a customer-support reply to a ticket (figures only)"
        python3 bench/plausibility_fresh49.py --out "${out%.jsonl}_fresh49.jsonl"
        echo "== a fifty-first set (development: its misses have been read): every database above, new queries and answers as a European team's weekly sales newsletter, half of them with decimal commas (figures only)"
        python3 bench/plausibility_fresh50.py --out "${out%.jsonl}_fresh50.jsonl"
        echo "== a fifty-second set (development: its misses have been read): every database above, new queries and answers as a sports-style recap of a leaderboard (figures only)"
        python3 bench/plausibility_fresh51.py --out "${out%.jsonl}_fresh51.jsonl"
        echo "== a fifty-third set (development: its misses have been read): every database above, new queries and answers as a quiz host reading out the answers on a trivia night (figures only)"
        python3 bench/plausibility_fresh52.py --out "${out%.jsonl}_fresh52.jsonl"
        echo "== a fifty-fourth set (development: its misses have been read; a smaller one): every database above, new queries and answers as a travel guidebook's fast-facts sidebars (figures only)"
        python3 bench/plausibility_fresh53.py --out "${out%.jsonl}_fresh53.jsonl"
        echo "== a fifty-fifth set (development: its misses have been read): every database above, new queries and answers as an internal auditor's findings (figures only)"
        python3 bench/plausibility_fresh54.py --out "${out%.jsonl}_fresh54.jsonl"
        echo "== a fifty-sixth set (development: its misses have been read): every database above, new queries and answers as an official statistics bulletin (figures only)"
        python3 bench/plausibility_fresh55.py --out "${out%.jsonl}_fresh55.jsonl"
        echo "== a fifty-seventh set (development: its misses have been read): every database above, new queries and answers as a data analyst's numbered thread on a social network (figures only)"
        python3 bench/plausibility_fresh56.py --out "${out%.jsonl}_fresh56.jsonl"
        echo "== a fifty-eighth set (development: its misses have been read): every database above, new queries and answers as a city council briefing memo (figures only)"
        python3 bench/plausibility_fresh57.py --out "${out%.jsonl}_fresh57.jsonl"
        echo "== a fifty-ninth set (development: its misses have been read): every database above, new queries and answers as a monitoring bot's alerts and digests in a team chat (figures only)"
        python3 bench/plausibility_fresh58.py --out "${out%.jsonl}_fresh58.jsonl"
        echo "== a sixtieth set (development: its misses have been read): every database above, new queries and answers as a residential real-estate market update (figures only)"
        python3 bench/plausibility_fresh59.py --out "${out%.jsonl}_fresh59.jsonl"
        echo "== a sixty-first set (development: its misses have been read): every database above, new queries and answers as a weekly insurance claims operations summary (figures only)"
        python3 bench/plausibility_fresh60.py --out "${out%.jsonl}_fresh60.jsonl"
        echo "== a sixty-second set, held out whole: every database above, new queries and answers as a school district's quarterly report card (figures only)"
        python3 bench/plausibility_fresh61.py --out "${out%.jsonl}_fresh61.jsonl"
    fi
else
    echo "labelled set skipped: $data (defog-dev, chinook, northwind) not found"
fi

echo "== one check on a receipt holding 1,000 rows"
# the pure core first: process CPU time per check, no server
cc -O2 -Isrc -o "$dir/plausibility_time" bench/plausibility_time.c src/text_util.c src/sqltok.c src/synonyms.c \
    src/figures*.c src/verdict*.c -ljson-c -lm
echo "verdict_decide, 1,000 rows, ten claims (best of 5 rounds of 2,000, CPU ms per check): $("$dir/plausibility_time")"
if [ -n "${BASE_SRC:-}" ]; then
    cc -O2 -I"$BASE_SRC" -o "$dir/plausibility_time_base" bench/plausibility_time.c "$BASE_SRC"/text_util.c "$BASE_SRC"/sqltok.c \
        "$BASE_SRC"/synonyms.c "$BASE_SRC"/figures*.c "$BASE_SRC"/verdict*.c -ljson-c -lm
    echo "the same against $BASE_SRC: $("$dir/plausibility_time_base") ms; this tree again: $("$dir/plausibility_time") ms"
fi
# long answers at two sizes: the ratio of their times says whether the work grows faster than the answer
cc -O2 -Isrc -o "$dir/plausibility_long" bench/plausibility_long.c src/text_util.c src/sqltok.c src/synonyms.c \
    src/figures*.c src/verdict*.c -ljson-c -lm
echo "verdict_decide on long answers, N and 4N rows (CPU seconds; a ratio of 4.0 is linear):"
"$dir/plausibility_long"
if [ -n "${BASE_SRC:-}" ]; then
    cc -O2 -I"$BASE_SRC" -o "$dir/plausibility_long_base" bench/plausibility_long.c "$BASE_SRC"/text_util.c \
        "$BASE_SRC"/sqltok.c "$BASE_SRC"/synonyms.c "$BASE_SRC"/figures*.c "$BASE_SRC"/verdict*.c -ljson-c -lm
    echo "the same against $BASE_SRC:"
    "$dir/plausibility_long_base"
fi
q -d postgres <<'SQL'
CREATE EXTENSION nl2sql_heal;
CREATE TABLE items AS
    SELECT g AS id, 'item ' || g AS name, ((g * 37) % 10000) / 100.0 AS amount, g % 97 AS qty,
           g / 1000.0 AS ratio, date '2024-01-01' + g AS day, g % 3 = 0 AS flag
      FROM generate_series(1, 1000) g;
SQL
receipt=$(q -d postgres -At -c "SELECT nl2sql_heal.heal_execute('All items', 'SELECT * FROM items ORDER BY id')->>'receipt_id'")
# six figures that cells, sums, averages and shares ground, and two that nothing
# grounds (so every value is scanned), among narration
answer=$(q -d postgres -At <<'SQL'
SELECT format('As of 2024-05-01, the %s items (step 1) hold $%s in all, %s on average; %s units were counted, '
              'item 500 has %s and makes up %s%% of the amount. About 123,456.78 were lost, and 9,876.5 returned.',
              to_char(count(*), 'FM9,999'), to_char(sum(amount), 'FM999,999.00'), round(avg(amount), 2),
              to_char(sum(qty), 'FM999,999'), (SELECT round(amount, 2) FROM items WHERE id = 500),
              round(100 * (SELECT amount FROM items WHERE id = 500) / sum(amount), 2))
  FROM items
SQL
)
# the same receipt, an answer that takes every reader added since: named rows, derivations, words, bounds
answer2='Item 500 has an amount of 85.00, 12.30 more than item 501; the top 3 items hold 300.11 in all, roughly two thirds of them are flagged, and the median amount is more than $40. Twelve items doubled. Item 7 scores above 7.5, and about 18,250 seconds, roughly 5.1 hours, passed.'
echo "answer: $answer"
q -d postgres -At -c "SELECT 'verdict: ' || (v->>'reason') || ', ungrounded ' || (v->'ungrounded')::text
                        FROM nl2sql_heal.check_answer($receipt, \$a\$$answer\$a\$) v"
q -d postgres -At -c "SELECT 'captured rows: ' || jsonb_array_length(rows::jsonb) || ', '
                             || pg_size_pretty(octet_length(rows::text)::bigint) || ' of JSON'
                        FROM nl2sql_heal.steps WHERE receipt_id = $receipt"
# inside the server, without storing the verdict (read-only): the check itself
# (before the analyst readers, the seed's answer took 0.57 ms per check here)
for a in "$answer" "$answer2"; do
q -d postgres -At <<SQL
SET client_min_messages = warning;
BEGIN READ ONLY;
DO \$\$
DECLARE
    t0    timestamptz;
    n     int := 1000;
    each  numeric;
    times numeric[] := '{}';
BEGIN
    PERFORM nl2sql_heal.check_answer($receipt, \$a\$$a\$a\$);
    FOR round IN 1..3 LOOP
        t0 := clock_timestamp();
        FOR i IN 1..n LOOP
            PERFORM nl2sql_heal.check_answer($receipt, \$a\$$a\$a\$);
        END LOOP;
        each := round((extract(epoch FROM clock_timestamp() - t0) * 1000 / n)::numeric, 3);
        times := times || each;
    END LOOP;
    RAISE WARNING 'check_answer in the server, verdict not stored: % ms per check (best of 3 rounds of % checks: %) for: %',
        (SELECT min(x) FROM unnest(times) x), n, array_to_string(times, ', '), left(\$a\$$a\$a\$, 40) || '...';
END
\$\$;
COMMIT;
SQL
done
# from a client, one check per transaction, verdict stored on the receipt
printf 'SELECT nl2sql_heal.check_answer(%s, $a$%s$a$);\n' "$receipt" "$answer" >"$dir/check.sql"
printf 'SELECT 1;\n' >"$dir/select1.sql"
lat() { "$PGBIN/pgbench" -n -c 1 -j 1 -T "${SECONDS_PER_RUN:-10}" -f "$1" postgres 2>/dev/null | awk '/latency average/ {print $4}'; }
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
echo "check_answer through pgbench (stored, one per transaction, client round trip included): $(lat "$dir/check.sql") ms latency; SELECT 1 alone: $(lat "$dir/select1.sql") ms"
