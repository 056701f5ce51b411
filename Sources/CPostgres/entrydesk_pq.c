/* dlopen is POSIX, not ISO C. */
#define _POSIX_C_SOURCE 200809L

#include "entrydesk_pq.h"

#include <dlfcn.h>
#include <pthread.h>

typedef void (*notice_receiver)(void *argument, const entrydesk_pq_result *result);

static struct {
    entrydesk_pq_conn *(*connectdb_params)(const char *const *, const char *const *, int);
    int (*status)(const entrydesk_pq_conn *);
    char *(*error_message)(const entrydesk_pq_conn *);
    void (*finish)(entrydesk_pq_conn *);
    notice_receiver (*set_notice_receiver)(entrydesk_pq_conn *, notice_receiver, void *);
    char *(*host)(const entrydesk_pq_conn *);
    char *(*port)(const entrydesk_pq_conn *);
    char *(*db)(const entrydesk_pq_conn *);
    char *(*user)(const entrydesk_pq_conn *);
    entrydesk_pq_result *(*exec_params)(entrydesk_pq_conn *, const char *, int, const unsigned int *,
                                        const char *const *, const int *, const int *, int);
    int (*result_status)(const entrydesk_pq_result *);
    char *(*cmd_tuples)(entrydesk_pq_result *);
    char *(*result_error_field)(const entrydesk_pq_result *, int);
    int (*ntuples)(const entrydesk_pq_result *);
    int (*nfields)(const entrydesk_pq_result *);
    char *(*getvalue)(const entrydesk_pq_result *, int, int);
    int (*getlength)(const entrydesk_pq_result *, int, int);
    int (*getisnull)(const entrydesk_pq_result *, int, int);
    void (*clear)(entrydesk_pq_result *);
    char *(*escape_literal)(entrydesk_pq_conn *, const char *, size_t);
    char *(*escape_identifier)(entrydesk_pq_conn *, const char *, size_t);
    char *(*encrypt_password_conn)(entrydesk_pq_conn *, const char *, const char *, const char *);
    void (*freemem)(void *);
    entrydesk_pq_conninfo_option *(*conninfo_parse)(const char *, char **);
    void (*conninfo_free)(entrydesk_pq_conninfo_option *);
} pq;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int loaded;
static const char *load_failure = "libpq5 is not installed";

static void load(void) {
    void *library = dlopen("libpq.so.5", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        load_failure = dlerror();
        return;
    }
    struct { void **slot; const char *name; } const symbols[] = {
        {(void **)&pq.connectdb_params, "PQconnectdbParams"},
        {(void **)&pq.status, "PQstatus"},
        {(void **)&pq.error_message, "PQerrorMessage"},
        {(void **)&pq.finish, "PQfinish"},
        {(void **)&pq.set_notice_receiver, "PQsetNoticeReceiver"},
        {(void **)&pq.host, "PQhost"},
        {(void **)&pq.port, "PQport"},
        {(void **)&pq.db, "PQdb"},
        {(void **)&pq.user, "PQuser"},
        {(void **)&pq.exec_params, "PQexecParams"},
        {(void **)&pq.result_status, "PQresultStatus"},
        {(void **)&pq.cmd_tuples, "PQcmdTuples"},
        {(void **)&pq.result_error_field, "PQresultErrorField"},
        {(void **)&pq.ntuples, "PQntuples"},
        {(void **)&pq.nfields, "PQnfields"},
        {(void **)&pq.getvalue, "PQgetvalue"},
        {(void **)&pq.getlength, "PQgetlength"},
        {(void **)&pq.getisnull, "PQgetisnull"},
        {(void **)&pq.clear, "PQclear"},
        {(void **)&pq.escape_literal, "PQescapeLiteral"},
        {(void **)&pq.escape_identifier, "PQescapeIdentifier"},
        /* PostgreSQL 10+: SCRAM-SHA-256 verifiers. */
        {(void **)&pq.encrypt_password_conn, "PQencryptPasswordConn"},
        {(void **)&pq.freemem, "PQfreemem"},
        {(void **)&pq.conninfo_parse, "PQconninfoParse"},
        {(void **)&pq.conninfo_free, "PQconninfoFree"},
    };
    for (size_t index = 0; index < sizeof symbols / sizeof *symbols; index++) {
        *symbols[index].slot = dlsym(library, symbols[index].name);
        if (!*symbols[index].slot) {
            load_failure = "libpq.so.5 lacks a function EntryDesk needs (PostgreSQL 10 or later is required)";
            return;
        }
    }
    loaded = 1;
}

int entrydesk_pq_load(const char **reason) {
    pthread_once(&load_once, load);
    if (!loaded && reason) *reason = load_failure;
    return loaded;
}

entrydesk_pq_conn *entrydesk_pq_connectdb_params(const char *const *keywords, const char *const *values,
                                                 int expand_dbname) {
    return pq.connectdb_params(keywords, values, expand_dbname);
}
int entrydesk_pq_status(const entrydesk_pq_conn *conn) { return pq.status(conn); }
const char *entrydesk_pq_error_message(const entrydesk_pq_conn *conn) { return pq.error_message(conn); }
void entrydesk_pq_finish(entrydesk_pq_conn *conn) { pq.finish(conn); }

static void drop_notice(void *argument, const entrydesk_pq_result *result) { (void)argument; (void)result; }
void entrydesk_pq_silence_notices(entrydesk_pq_conn *conn) { pq.set_notice_receiver(conn, drop_notice, NULL); }

const char *entrydesk_pq_host(const entrydesk_pq_conn *conn) { return pq.host(conn); }
const char *entrydesk_pq_port(const entrydesk_pq_conn *conn) { return pq.port(conn); }
const char *entrydesk_pq_db(const entrydesk_pq_conn *conn) { return pq.db(conn); }
const char *entrydesk_pq_user(const entrydesk_pq_conn *conn) { return pq.user(conn); }

entrydesk_pq_result *entrydesk_pq_exec_params(entrydesk_pq_conn *conn, const char *command, int count,
                                              const char *const *values) {
    return pq.exec_params(conn, command, count, NULL, values, NULL, NULL, 0);
}
int entrydesk_pq_result_status(const entrydesk_pq_result *result) { return pq.result_status(result); }
const char *entrydesk_pq_cmd_tuples(entrydesk_pq_result *result) { return pq.cmd_tuples(result); }
const char *entrydesk_pq_result_error_field(const entrydesk_pq_result *result, int field) {
    return pq.result_error_field(result, field);
}
int entrydesk_pq_ntuples(const entrydesk_pq_result *result) { return pq.ntuples(result); }
int entrydesk_pq_nfields(const entrydesk_pq_result *result) { return pq.nfields(result); }
const char *entrydesk_pq_getvalue(const entrydesk_pq_result *result, int row, int column) {
    return pq.getvalue(result, row, column);
}
int entrydesk_pq_getlength(const entrydesk_pq_result *result, int row, int column) {
    return pq.getlength(result, row, column);
}
int entrydesk_pq_getisnull(const entrydesk_pq_result *result, int row, int column) {
    return pq.getisnull(result, row, column);
}
void entrydesk_pq_clear(entrydesk_pq_result *result) { pq.clear(result); }

char *entrydesk_pq_escape_literal(entrydesk_pq_conn *conn, const char *text, size_t length) {
    return pq.escape_literal(conn, text, length);
}
char *entrydesk_pq_escape_identifier(entrydesk_pq_conn *conn, const char *text, size_t length) {
    return pq.escape_identifier(conn, text, length);
}
char *entrydesk_pq_encrypt_password(entrydesk_pq_conn *conn, const char *password, const char *role) {
    return pq.encrypt_password_conn(conn, password, role, NULL);
}
void entrydesk_pq_freemem(void *memory) { pq.freemem(memory); }

entrydesk_pq_conninfo_option *entrydesk_pq_conninfo_parse(const char *conninfo, char **error) {
    return pq.conninfo_parse(conninfo, error);
}
void entrydesk_pq_conninfo_free(entrydesk_pq_conninfo_option *options) { pq.conninfo_free(options); }
