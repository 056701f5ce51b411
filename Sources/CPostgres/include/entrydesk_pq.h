#ifndef ENTRYDESK_PQ_H
#define ENTRYDESK_PQ_H

#include <stddef.h>

/* The few libpq functions EntryDesk uses, through libpq.so.5 loaded (dlopen) at the first call:
 * a program that never talks to a team server never loads libpq and what it pulls in (OpenSSL,
 * Kerberos, LDAP: ~25 libraries), so the window's start-up pays nothing for sync.
 * Each entrydesk_pq_X is libpq's PQX; call entrydesk_pq_load first and only on success. */

typedef struct pg_conn entrydesk_pq_conn;
typedef struct pg_result entrydesk_pq_result;

/* libpq's PQconninfoOption, laid out as in libpq-fe.h (stable since PostgreSQL 7). */
typedef struct {
    char *keyword;
    char *envvar;
    char *compiled;
    char *val;
    char *label;
    char *dispchar; /* "*": a secret (the password) */
    int dispsize;
} entrydesk_pq_conninfo_option;

enum { ENTRYDESK_PQ_CONNECTION_OK = 0 };
enum {
    ENTRYDESK_PQ_EMPTY_QUERY = 0, ENTRYDESK_PQ_COMMAND_OK = 1, ENTRYDESK_PQ_TUPLES_OK = 2,
    ENTRYDESK_PQ_FATAL_ERROR = 7,
};
enum { ENTRYDESK_PQ_DIAG_SQLSTATE = 'C', ENTRYDESK_PQ_DIAG_MESSAGE_PRIMARY = 'M' };

/* 1 when libpq is loaded with every function below; 0 with *reason saying why (dlerror's text,
 * static storage). Thread-safe; loads once. */
int entrydesk_pq_load(const char **reason);

entrydesk_pq_conn *entrydesk_pq_connectdb_params(const char *const *keywords, const char *const *values,
                                                 int expand_dbname);
int entrydesk_pq_status(const entrydesk_pq_conn *conn);
const char *entrydesk_pq_error_message(const entrydesk_pq_conn *conn);
void entrydesk_pq_finish(entrydesk_pq_conn *conn);
/* Notices (RAISE NOTICE, "already exists, skipping") are dropped instead of printed on stderr. */
void entrydesk_pq_silence_notices(entrydesk_pq_conn *conn);
const char *entrydesk_pq_host(const entrydesk_pq_conn *conn);
const char *entrydesk_pq_port(const entrydesk_pq_conn *conn);
const char *entrydesk_pq_db(const entrydesk_pq_conn *conn);
const char *entrydesk_pq_user(const entrydesk_pq_conn *conn);

/* Text parameters and text results only. */
entrydesk_pq_result *entrydesk_pq_exec_params(entrydesk_pq_conn *conn, const char *command, int count,
                                              const char *const *values);
int entrydesk_pq_result_status(const entrydesk_pq_result *result);
/* The number of rows an INSERT/UPDATE/DELETE affected, as text ("" for other statements). */
const char *entrydesk_pq_cmd_tuples(entrydesk_pq_result *result);
const char *entrydesk_pq_result_error_field(const entrydesk_pq_result *result, int field);
int entrydesk_pq_ntuples(const entrydesk_pq_result *result);
int entrydesk_pq_nfields(const entrydesk_pq_result *result);
const char *entrydesk_pq_getvalue(const entrydesk_pq_result *result, int row, int column);
int entrydesk_pq_getlength(const entrydesk_pq_result *result, int row, int column);
int entrydesk_pq_getisnull(const entrydesk_pq_result *result, int row, int column);
void entrydesk_pq_clear(entrydesk_pq_result *result);

/* Quoting for statements that take no parameters (CREATE ROLE): results freed with freemem. */
char *entrydesk_pq_escape_literal(entrydesk_pq_conn *conn, const char *text, size_t length);
char *entrydesk_pq_escape_identifier(entrydesk_pq_conn *conn, const char *text, size_t length);
/* The password's verifier (SCRAM-SHA-256 by the server's password_encryption), computed here so
 * that the password itself never reaches the server's statement log or pg_stat_activity. */
char *entrydesk_pq_encrypt_password(entrydesk_pq_conn *conn, const char *password, const char *role);
void entrydesk_pq_freemem(void *memory);

entrydesk_pq_conninfo_option *entrydesk_pq_conninfo_parse(const char *conninfo, char **error);
void entrydesk_pq_conninfo_free(entrydesk_pq_conninfo_option *options);

#endif
