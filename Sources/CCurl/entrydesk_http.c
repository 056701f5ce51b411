/* strndup and dlopen are POSIX, not ISO C. */
#define _POSIX_C_SOURCE 200809L

#include "entrydesk_http.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* The few libcurl declarations used, from curl/curl.h of 7.88 (stable ABI since 7.x), so that
 * building needs no libcurl headers and running needs libcurl only for an HTTP request. */
typedef void CURL;
struct curl_slist;
typedef long long curl_off_t;
enum {
    OPT_WRITEDATA = 10001, OPT_URL = 10002, OPT_USERAGENT = 10018, OPT_HTTPHEADER = 10023,
    OPT_HEADERDATA = 10029, OPT_XFERINFODATA = 10057, OPT_ACCEPT_ENCODING = 10102,
    OPT_PROTOCOLS_STR = 10318, OPT_REDIR_PROTOCOLS_STR = 10319,
    OPT_WRITEFUNCTION = 20011, OPT_HEADERFUNCTION = 20079, OPT_XFERINFOFUNCTION = 20219,
    OPT_NOPROGRESS = 43, OPT_FOLLOWLOCATION = 52, OPT_MAXREDIRS = 68, OPT_NOSIGNAL = 99,
    OPT_TIMEOUT_MS = 155, OPT_CONNECTTIMEOUT_MS = 156,
};
enum { INFO_RESPONSE_CODE = 0x200000 + 2 };
enum {
    E_OK = 0, E_UNSUPPORTED_PROTOCOL = 1, E_URL_MALFORMAT = 3, E_COULDNT_RESOLVE_PROXY = 5,
    E_COULDNT_RESOLVE_HOST = 6, E_COULDNT_CONNECT = 7, E_WEIRD_SERVER_REPLY = 8, E_WRITE_ERROR = 23,
    E_OPERATION_TIMEDOUT = 28, E_SSL_CONNECT_ERROR = 35, E_ABORTED_BY_CALLBACK = 42,
    E_GOT_NOTHING = 52, E_PEER_FAILED_VERIFICATION = 60, E_BAD_CONTENT_ENCODING = 61,
    E_SSL_CACERT_BADFILE = 77,
};
#define GLOBAL_DEFAULT 3L

static struct {
    int (*global_init)(long flags);
    CURL *(*easy_init)(void);
    int (*easy_setopt)(CURL *handle, int option, ...);
    int (*easy_perform)(CURL *handle);
    int (*easy_getinfo)(CURL *handle, int info, ...);
    void (*easy_cleanup)(CURL *handle);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *string);
    void (*slist_free_all)(struct curl_slist *list);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int loaded;

static void load(void) {
    /* Debian's libcurl4 (OpenSSL), else the GnuTLS flavour some desktops have instead. */
    static const char *const names[] = {"libcurl.so.4", "libcurl-gnutls.so.4"};
    void *library = NULL;
    for (size_t index = 0; index < sizeof names / sizeof *names && !library; index++) {
        library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
    }
    if (!library) return;
    *(void **)&curl.global_init = dlsym(library, "curl_global_init");
    *(void **)&curl.easy_init = dlsym(library, "curl_easy_init");
    *(void **)&curl.easy_setopt = dlsym(library, "curl_easy_setopt");
    *(void **)&curl.easy_perform = dlsym(library, "curl_easy_perform");
    *(void **)&curl.easy_getinfo = dlsym(library, "curl_easy_getinfo");
    *(void **)&curl.easy_cleanup = dlsym(library, "curl_easy_cleanup");
    *(void **)&curl.slist_append = dlsym(library, "curl_slist_append");
    *(void **)&curl.slist_free_all = dlsym(library, "curl_slist_free_all");
    if (!curl.global_init || !curl.easy_init || !curl.easy_setopt || !curl.easy_perform || !curl.easy_getinfo
        || !curl.easy_cleanup || !curl.slist_append || !curl.slist_free_all) return;
    /* Once, before any thread makes a handle: curl_global_init is not thread-safe everywhere. */
    loaded = curl.global_init(GLOBAL_DEFAULT) == E_OK;
}

struct entrydesk_http_cancel { atomic_int set; };

entrydesk_http_cancel *entrydesk_http_cancel_new(void) { return calloc(1, sizeof(entrydesk_http_cancel)); }
void entrydesk_http_cancel_set(entrydesk_http_cancel *flag) { atomic_store(&flag->set, 1); }
void entrydesk_http_cancel_free(entrydesk_http_cancel *flag) { free(flag); }

typedef struct {
    entrydesk_http_response *response;
    size_t capacity;
    size_t max_body;
    int too_large;
    const entrydesk_http_cancel *cancel;
} transfer;

static size_t on_body(char *data, size_t size, size_t count, void *context) {
    transfer *state = context;
    entrydesk_http_response *response = state->response;
    size_t length = size * count;
    if (response->body_length + length > state->max_body) {
        state->too_large = 1;
        return 0; /* ends the transfer with CURLE_WRITE_ERROR */
    }
    if (response->body_length + length > state->capacity) {
        size_t capacity = state->capacity ? state->capacity : 16384;
        while (capacity < response->body_length + length) capacity *= 2;
        unsigned char *grown = realloc(response->body, capacity);
        if (!grown) return 0;
        response->body = grown;
        state->capacity = capacity;
    }
    memcpy(response->body + response->body_length, data, length);
    response->body_length += length;
    return length;
}

static size_t on_header(char *data, size_t size, size_t count, void *context) {
    transfer *state = context;
    size_t length = size * count;
    static const char name[] = "retry-after:";
    if (length >= 5 && strncmp(data, "HTTP/", 5) == 0) {
        /* A new response (after a redirect): only the final one's Retry-After counts. */
        free(state->response->retry_after);
        state->response->retry_after = NULL;
        return length;
    }
    if (length > sizeof name - 1 && strncasecmp(data, name, sizeof name - 1) == 0) {
        const char *value = data + sizeof name - 1;
        const char *end = data + length;
        while (value < end && (*value == ' ' || *value == '\t')) value++;
        while (end > value && (end[-1] == '\r' || end[-1] == '\n' || end[-1] == ' ')) end--;
        free(state->response->retry_after);
        state->response->retry_after = strndup(value, (size_t)(end - value));
    }
    return length;
}

static int on_progress(void *context, curl_off_t download_total, curl_off_t downloaded, curl_off_t upload_total,
                       curl_off_t uploaded) {
    (void)download_total; (void)downloaded; (void)upload_total; (void)uploaded;
    transfer *state = context;
    return atomic_load(&state->cancel->set) ? 1 : 0;
}

static entrydesk_http_outcome outcome_of(int code, const transfer *state) {
    switch (code) {
    case E_OK: return ENTRYDESK_HTTP_OK;
    case E_UNSUPPORTED_PROTOCOL: case E_URL_MALFORMAT: return ENTRYDESK_HTTP_BAD_URL;
    case E_COULDNT_RESOLVE_HOST: case E_COULDNT_RESOLVE_PROXY: return ENTRYDESK_HTTP_UNKNOWN_HOST;
    case E_COULDNT_CONNECT: return ENTRYDESK_HTTP_REFUSED;
    case E_OPERATION_TIMEDOUT: return ENTRYDESK_HTTP_TIMEOUT;
    case E_SSL_CONNECT_ERROR: case E_PEER_FAILED_VERIFICATION: case E_SSL_CACERT_BADFILE: return ENTRYDESK_HTTP_TLS;
    case E_ABORTED_BY_CALLBACK: return ENTRYDESK_HTTP_CANCELLED;
    case E_WRITE_ERROR: return state->too_large ? ENTRYDESK_HTTP_TOO_LARGE : ENTRYDESK_HTTP_NETWORK;
    case E_WEIRD_SERVER_REPLY: case E_GOT_NOTHING: case E_BAD_CONTENT_ENCODING: return ENTRYDESK_HTTP_BAD_ANSWER;
    default: return ENTRYDESK_HTTP_NETWORK;
    }
}

void entrydesk_http_get(const char *url, const char *const *headers, size_t header_count, long timeout_ms,
                        size_t max_body, const entrydesk_http_cancel *cancel, entrydesk_http_response *response) {
    memset(response, 0, sizeof *response);
    pthread_once(&load_once, load);
    if (!loaded) {
        response->outcome = ENTRYDESK_HTTP_NO_LIBRARY;
        return;
    }
    CURL *handle = curl.easy_init();
    if (!handle) {
        response->outcome = ENTRYDESK_HTTP_NETWORK;
        return;
    }
    struct curl_slist *list = NULL;
    for (size_t index = 0; index < header_count; index++) list = curl.slist_append(list, headers[index]);
    transfer state = {.response = response, .max_body = max_body, .cancel = cancel};
    curl.easy_setopt(handle, OPT_URL, url);
    curl.easy_setopt(handle, OPT_PROTOCOLS_STR, "http,https");
    curl.easy_setopt(handle, OPT_REDIR_PROTOCOLS_STR, "http,https");
    curl.easy_setopt(handle, OPT_FOLLOWLOCATION, 1L);
    curl.easy_setopt(handle, OPT_MAXREDIRS, 5L);
    curl.easy_setopt(handle, OPT_HTTPHEADER, list);
    curl.easy_setopt(handle, OPT_USERAGENT, "EntryDesk");
    curl.easy_setopt(handle, OPT_ACCEPT_ENCODING, ""); /* every encoding this libcurl decodes */
    curl.easy_setopt(handle, OPT_TIMEOUT_MS, timeout_ms);
    curl.easy_setopt(handle, OPT_CONNECTTIMEOUT_MS, timeout_ms);
    curl.easy_setopt(handle, OPT_NOSIGNAL, 1L); /* threads: no SIGALRM for DNS timeouts */
    curl.easy_setopt(handle, OPT_WRITEFUNCTION, on_body);
    curl.easy_setopt(handle, OPT_WRITEDATA, &state);
    curl.easy_setopt(handle, OPT_HEADERFUNCTION, on_header);
    curl.easy_setopt(handle, OPT_HEADERDATA, &state);
    curl.easy_setopt(handle, OPT_XFERINFOFUNCTION, on_progress);
    curl.easy_setopt(handle, OPT_XFERINFODATA, &state);
    curl.easy_setopt(handle, OPT_NOPROGRESS, 0L);
    int code = curl.easy_perform(handle);
    response->curl_code = code;
    response->outcome = outcome_of(code, &state);
    if (code == E_OK) curl.easy_getinfo(handle, INFO_RESPONSE_CODE, &response->status);
    curl.easy_cleanup(handle);
    curl.slist_free_all(list);
}

void entrydesk_http_response_clear(entrydesk_http_response *response) {
    free(response->body);
    free(response->retry_after);
    memset(response, 0, sizeof *response);
}
