/*
 * journal.h — the schema-change journal (journal.c records it; rules_journal.c
 * follows it; memory.c reads it to forget remembered repairs).
 */
#ifndef NL2SQL_HEAL_JOURNAL_H
#define NL2SQL_HEAL_JOURNAL_H

#include "nl2sql_heal.h"

#endif
