# sqlstate_names.sed — the server's utils/errcodes.h to the rows of
# sqlstate_name()'s table (src/sqlstate_names.h, made by the Makefile):
#   #define ERRCODE_UNDEFINED_COLUMN MAKE_SQLSTATE('4','2','7','0','3')
# becomes
#   {"42703", "undefined_column"},
# A condition name is the macro's name without ERRCODE_ and its section
# prefix, in lower case, as src/backend/utils/errcodes.txt names them.  Where
# a code has several macros the first is its name (sqlstate_name.c takes the
# first row), except 2202E, whose first macro is an alias without one.
/^#define ERRCODE_[A-Z0-9_]+ MAKE_SQLSTATE\(/!d
/^#define ERRCODE_ARRAY_ELEMENT_ERROR /d
s/^#define ERRCODE_([A-Z0-9_]+) MAKE_SQLSTATE\('(.)', *'(.)', *'(.)', *'(.)', *'(.)'\).*/\2\3\4\5\6 \1/
s/ L_E_INVALID_SPECIFICATION$/ INVALID_LOCATOR_SPECIFICATION/
s/ S_E_INVALID_SPECIFICATION$/ INVALID_SAVEPOINT_SPECIFICATION/
s/ T_R_INTEGRITY_CONSTRAINT_VIOLATION$/ TRANSACTION_INTEGRITY_CONSTRAINT_VIOLATION/
s/ (S_R_E|E_R_E|E_R_I_E|T_R|WARNING)_/ /
s/^(.....) (.*)$/\t{"\1", "\L\2\E"},/p
