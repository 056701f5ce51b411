#ifndef ENTRYDESK_HTTP_H
#define ENTRYDESK_HTTP_H

#include <stddef.h>

/* One HTTP GET through libcurl, which is loaded (dlopen) at the first request: a program that
 * never asks an address service never loads libcurl and its twenty-odd dependencies, which is
 * most of the cost of starting a binary linked against it. */

/* A cancellation flag shared by the caller and a transfer in progress. */
typedef struct entrydesk_http_cancel entrydesk_http_cancel;

entrydesk_http_cancel *entrydesk_http_cancel_new(void);
void entrydesk_http_cancel_set(entrydesk_http_cancel *flag);
void entrydesk_http_cancel_free(entrydesk_http_cancel *flag);

typedef enum {
    ENTRYDESK_HTTP_OK = 0,          /* an HTTP answer came back: see status */
    ENTRYDESK_HTTP_NO_LIBRARY,      /* libcurl could not be loaded */
    ENTRYDESK_HTTP_BAD_URL,         /* not an http(s) URL */
    ENTRYDESK_HTTP_UNKNOWN_HOST,
    ENTRYDESK_HTTP_REFUSED,
    ENTRYDESK_HTTP_TIMEOUT,
    ENTRYDESK_HTTP_TLS,
    ENTRYDESK_HTTP_CANCELLED,
    ENTRYDESK_HTTP_TOO_LARGE,       /* the body exceeded max_body bytes */
    ENTRYDESK_HTTP_BAD_ANSWER,      /* not parseable as HTTP */
    ENTRYDESK_HTTP_NETWORK,         /* any other transfer failure: see curl_code */
} entrydesk_http_outcome;

typedef struct {
    entrydesk_http_outcome outcome;
    int curl_code;
    long status;
    unsigned char *body;     /* malloc'd; free with entrydesk_http_response_clear */
    size_t body_length;
    char *retry_after;       /* the Retry-After header's value, or NULL */
} entrydesk_http_response;

/* GET `url` with `header_count` request headers ("Name: value"), giving up after `timeout_ms`,
 * or when `cancel` is set (checked by libcurl's progress callback, at least once a second),
 * or when the body grows past `max_body` bytes. Follows no redirect to another protocol than
 * http(s). Blocks: call it off the main thread. */
void entrydesk_http_get(const char *url, const char *const *headers, size_t header_count, long timeout_ms,
                        size_t max_body, const entrydesk_http_cancel *cancel, entrydesk_http_response *response);

void entrydesk_http_response_clear(entrydesk_http_response *response);

#endif
