#!/usr/bin/env python3
"""A scripted stand-in for OpenAI-compatible and Azure OpenAI chat completions.

Tests start it on a local port, script the replies they want through a small
control API, point the extension at it, and read back what the extension sent.
Standard library only.  See README.md next to this file for the control API.

    python3 test/mock_llm/server.py --port 0 --port-file /tmp/mock.port
"""

import argparse
import json
import os
import random
import re
import select
import signal
import socket
import string
import struct
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, unquote, urlsplit

HANG_CAP_S = 120.0              # a "hang" never lasts longer than this
MAX_REQUEST_BYTES = 64 << 20    # larger request bodies get 413
LOG_CAP = 10000                 # requests kept for GET /_requests
STREAM_CHUNK = 64 << 10         # body_bytes is sent in chunks of this size
DEFAULT_ITEM = {"content": "```sql\nSELECT 1\n```"}
AZURE_PATH = re.compile(r"^/openai/deployments/([^/]+)/chat/completions/?$")
REASONING_MODEL = re.compile(r"^(o[1-9]|gpt-5)", re.IGNORECASE)

ITEM_FIELDS = {
    "content", "content_parts", "refusal", "finish_reason", "status", "body", "json",
    "error", "headers", "delay_ms", "hang", "trickle_ms", "body_bytes", "empty_choices",
    "close", "chunked", "model", "usage", "content_hex",
}


def log(msg):
    """One line on stderr."""
    sys.stderr.write("mock_llm: %s\n" % msg)
    sys.stderr.flush()


class State:
    """Script queue, default reply and request log, shared by all handler threads."""

    def __init__(self, api_key, validate):
        self.lock = threading.Lock()
        self.script = []
        self.default = dict(DEFAULT_ITEM)
        self.requests = []
        self.seq = 0
        self.api_key = api_key
        self.validate = validate
        self.stopping = threading.Event()

    def reset(self):
        with self.lock:
            self.script = []
            self.default = dict(DEFAULT_ITEM)
            self.requests = []

    def next_item(self):
        with self.lock:
            if self.script:
                return self.script.pop(0), True
            return dict(self.default), False

    def record(self, entry):
        with self.lock:
            self.seq += 1
            entry["seq"] = self.seq
            self.requests.append(entry)
            if len(self.requests) > LOG_CAP:
                del self.requests[: len(self.requests) - LOG_CAP]


def random_id(prefix, n=29):
    return prefix + "".join(random.choice(string.ascii_letters + string.digits) for _ in range(n))


def mask_key(key):
    """Mask a key the way OpenAI's 401 message does (sk-abc***wxyz)."""
    if len(key) <= 8:
        return "*" * len(key)
    return key[:3] + "*" * min(len(key) - 7, 20) + key[-4:]


def openai_error(message, etype="invalid_request_error", code=None, param=None):
    return {"error": {"message": message, "type": etype, "param": param, "code": code}}


def azure_error(code, message):
    return {"error": {"code": code, "message": message}}


HTML_PAGES = {
    502: "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway"
         "</h1></center>\r\n<hr><center>cloudflare</center>\r\n</body>\r\n</html>\r\n",
    504: "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway "
         "Time-out</h1></center>\r\n<hr><center>cloudflare</center>\r\n</body>\r\n</html>\r\n",
}

AZURE_FILTER_400 = {
    "error": {
        "message": "The response was filtered due to the prompt triggering Azure OpenAI's content management "
                   "policy. Please modify your prompt and retry. To learn more about our content filtering "
                   "policies please read our documentation: https://go.microsoft.com/fwlink/?linkid=2198766",
        "type": None,
        "param": "prompt",
        "code": "content_filter",
        "status": 400,
        "innererror": {
            "code": "ResponsibleAIPolicyViolation",
            "content_filter_result": {
                "hate": {"filtered": False, "severity": "safe"},
                "jailbreak": {"filtered": False, "detected": False},
                "self_harm": {"filtered": False, "severity": "safe"},
                "sexual": {"filtered": False, "severity": "safe"},
                "violence": {"filtered": True, "severity": "medium"},
            },
        },
    }
}


def error_reply(provider, status, item, api_version):
    """(body bytes, content type, extra headers) for a scripted error status without a body."""
    headers = {}
    if status == 400 and item.get("finish_reason") == "content_filter":
        return json.dumps(AZURE_FILTER_400).encode(), "application/json", headers
    if status in HTML_PAGES:
        return HTML_PAGES[status].encode(), "text/html", headers
    if status == 429:
        headers["Retry-After"] = "1"
        if provider == "azure":
            headers["retry-after-ms"] = "1000"
            headers["x-ratelimit-remaining-requests"] = "0"
            body = azure_error(
                "429",
                "Requests to the ChatCompletions_Create Operation under Azure OpenAI API version %s have "
                "exceeded token rate limit of your current OpenAI S0 pricing tier. Please retry after 1 second. "
                "Please go here: https://aka.ms/oai/quotaincrease if you would like to further increase the "
                "default rate limit." % (api_version or "2024-10-21"))
        else:
            headers["x-ratelimit-limit-requests"] = "500"
            headers["x-ratelimit-remaining-requests"] = "0"
            headers["x-ratelimit-reset-requests"] = "1s"
            body = openai_error(
                "Rate limit reached for gpt-4o in organization org-mock on requests per min (RPM): Limit 500, "
                "Used 500, Requested 1. Please try again in 1s. Visit https://platform.openai.com/account/"
                "rate-limits to learn more.", "requests", "rate_limit_exceeded")
    elif status == 401:
        body = (azure_error("401", "Access denied due to invalid subscription key or wrong API endpoint. Make "
                            "sure to provide a valid key for an active subscription and use a correct regional "
                            "API endpoint for your resource.") if provider == "azure" else
                openai_error("Incorrect API key provided: sk-***. You can find your API key at "
                             "https://platform.openai.com/account/api-keys.", code="invalid_api_key"))
    elif status == 403:
        body = (azure_error("403", "Public access is disabled. Please configure private endpoint.")
                if provider == "azure" else
                openai_error("You are not allowed to sample from this model", code="model_not_found"))
    elif status == 404:
        body = (azure_error("DeploymentNotFound", "The API deployment for this resource does not exist. If you "
                            "created the deployment within the last 5 minutes, please wait a moment and try "
                            "again.") if provider == "azure" else
                openai_error("The model `%s` does not exist or you do not have access to it."
                             % (item.get("model") or "gpt-4o"), code="model_not_found"))
    elif status == 500:
        body = openai_error("The server had an error while processing your request. Sorry about that!",
                            "server_error")
        if provider == "azure":
            body["error"]["message"] = (
                "The server had an error processing your request. Sorry about that! You can retry your request, "
                "or contact us through an Azure support request at: https://go.microsoft.com/fwlink/?linkid="
                "2213926 if you keep seeing this error.")
    elif status == 503:
        body = (azure_error("ServiceUnavailable", "The service is temporarily unable to process your request. "
                            "Please try again later.") if provider == "azure" else
                openai_error("The engine is currently overloaded, please try again later.", "server_error"))
    elif provider == "azure":
        body = azure_error(str(status), "HTTP %d" % status)
    else:
        body = openai_error("HTTP %d" % status, "server_error" if status >= 500 else "invalid_request_error")
    if "error" in item and isinstance(item["error"], dict):
        body = {"error": item["error"]}
    return json.dumps(body).encode(), "application/json", headers


def completion_body(provider, model, item, prompt_chars):
    """A full chat.completion object for a scripted item."""
    finish = item.get("finish_reason", "stop")
    if "content_parts" in item:
        content = [{"type": "text", "text": str(p)} for p in item["content_parts"]]
        text_len = sum(len(str(p)) for p in item["content_parts"])
    else:
        # A refusal comes with null content, as OpenAI sends it.
        content = item.get("content", None if "refusal" in item else "")
        text_len = len(content) if isinstance(content, str) else 0
    message = {"role": "assistant", "content": content, "refusal": item.get("refusal")}
    choice = {"index": 0, "message": message, "logprobs": None, "finish_reason": finish}
    prompt_tokens = max(1, prompt_chars // 4)
    completion_tokens = max(1, text_len // 4)
    body = {
        "id": random_id("chatcmpl-"),
        "object": "chat.completion",
        "created": int(time.time()),
        # Azure names the underlying model, not the deployment.
        "model": item.get("model") or (model if provider == "openai" and model else "gpt-4o-2024-08-06"),
        "choices": [] if item.get("empty_choices") else [choice],
        "usage": item.get("usage") or {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
        },
        "system_fingerprint": "fp_mock",
    }
    if provider == "azure":
        safe = {k: {"filtered": False, "severity": "safe"} for k in ("hate", "self_harm", "sexual", "violence")}
        body["prompt_filter_results"] = [{"prompt_index": 0, "content_filter_results": dict(
            safe, jailbreak={"filtered": False, "detected": False})}]
        cfr = dict(safe)
        if finish == "content_filter":
            cfr["violence"] = {"filtered": True, "severity": "medium"}
        choice["content_filter_results"] = cfr
    return body


class Handler(BaseHTTPRequestHandler):
    """One connection; keep-alive like the real services."""

    protocol_version = "HTTP/1.1"
    server_version = "mock-llm/1.0"
    sys_version = ""
    timeout = 60
    # headers and body go out in separate writes: TCP_NODELAY keeps the body
    # from waiting on the client's ACK of the headers
    disable_nagle_algorithm = True

    # --- plumbing -----------------------------------------------------------

    @property
    def state(self):
        return self.server.state

    def log_message(self, fmt, *args):
        log("%s %s" % (self.address_string(), fmt % args))

    def handle(self):
        try:
            super().handle()
        except (ConnectionError, BrokenPipeError, socket.timeout, OSError) as e:
            log("connection dropped: %s" % e.__class__.__name__)

    def do_GET(self):
        self.dispatch("GET")

    def do_POST(self):
        self.dispatch("POST")

    def do_PUT(self):
        self.dispatch("PUT")

    def do_DELETE(self):
        self.dispatch("DELETE")

    def do_PATCH(self):
        self.dispatch("PATCH")

    def read_body(self):
        """The request body (Content-Length or chunked); None after answering 413/400."""
        te = (self.headers.get("Transfer-Encoding") or "").lower()
        if "chunked" in te:
            chunks, total = [], 0
            while True:
                line = self.rfile.readline(1024)
                if not line:
                    break
                try:
                    size = int(line.split(b";")[0].strip(), 16)
                except ValueError:
                    self.send_json(400, openai_error("Malformed chunked body"))
                    return None
                if size == 0:
                    while self.rfile.readline(1024) not in (b"\r\n", b"\n", b""):
                        pass
                    break
                total += size
                if total > MAX_REQUEST_BYTES:
                    self.send_json(413, openai_error("Request too large"), close=True)
                    return None
                chunks.append(self.rfile.read(size))
                self.rfile.readline(16)
            return b"".join(chunks)
        try:
            length = int(self.headers.get("Content-Length") or 0)
        except ValueError:
            self.send_json(400, openai_error("Bad Content-Length"), close=True)
            return None
        if length > MAX_REQUEST_BYTES:
            self.send_json(413, openai_error("Request too large"), close=True)
            return None
        return self.rfile.read(length) if length > 0 else b""

    def send_bytes(self, status, body, ctype="application/json", headers=None, close=False):
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        for k, v in (headers or {}).items():
            self.send_header(k, str(v))
        if close:
            self.send_header("Connection", "close")
            self.close_connection = True
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def send_json(self, status, obj, headers=None, close=False):
        self.send_bytes(status, json.dumps(obj).encode(), "application/json", headers, close)

    def client_gone(self):
        """Has the client closed its end?"""
        try:
            readable, _, _ = select.select([self.connection], [], [], 0)
            if readable:
                return self.connection.recv(1, socket.MSG_PEEK) == b""
        except (OSError, ValueError):
            return True
        return False

    def wait(self, seconds):
        """Sleep up to seconds; False when the client left or the server is stopping."""
        end = time.monotonic() + seconds
        while True:
            left = end - time.monotonic()
            if left <= 0:
                return True
            if self.state.stopping.is_set() or self.client_gone():
                return False
            time.sleep(min(0.05, left))

    # --- routing ------------------------------------------------------------

    def dispatch(self, method):
        url = urlsplit(self.path)
        if url.path.startswith("/_"):
            self.control(method, url)
        else:
            self.model_request(method, url)

    def control(self, method, url):
        st = self.state
        body = self.read_body()
        if body is None:
            return
        if method == "GET" and url.path == "/_health":
            return self.send_json(200, {"ok": True})
        if method == "GET" and url.path == "/_requests":
            with st.lock:
                data = list(st.requests)
            return self.send_json(200, data)
        if method == "GET" and url.path == "/_script":
            with st.lock:
                data = {"queued": len(st.script), "items": list(st.script), "default": st.default}
            return self.send_json(200, data)
        if method == "POST" and url.path == "/_reset":
            st.reset()
            return self.send_json(200, {"ok": True})
        if method == "POST" and url.path in ("/_script", "/_default"):
            try:
                data = json.loads(body.decode("utf-8") or "null")
            except (ValueError, UnicodeDecodeError) as e:
                return self.send_json(400, {"error": "invalid JSON: %s" % e})
            if url.path == "/_default":
                if not isinstance(data, dict):
                    return self.send_json(400, {"error": "/_default takes one JSON object"})
                bad = sorted(set(data) - ITEM_FIELDS)
                if bad:
                    return self.send_json(400, {"error": "unknown item fields: %s" % ", ".join(bad)})
                with st.lock:
                    st.default = data
                return self.send_json(200, {"ok": True})
            if isinstance(data, dict):
                data = [data]
            if not isinstance(data, list) or not all(isinstance(i, dict) for i in data):
                return self.send_json(400, {"error": "/_script takes a JSON list of objects"})
            for i in data:
                bad = sorted(set(i) - ITEM_FIELDS)
                if bad:
                    return self.send_json(400, {"error": "unknown item fields: %s" % ", ".join(bad)})
            append = parse_qs(url.query).get("append", ["0"])[0] not in ("0", "", "false")
            with st.lock:
                st.script = (st.script if append else []) + data
                n = len(st.script)
            return self.send_json(200, {"queued": n})
        return self.send_json(404, {"error": "unknown control endpoint %s %s" % (method, url.path)})

    def model_request(self, method, url):
        st = self.state
        raw = self.read_body()
        if raw is None:
            return
        text = raw.decode("utf-8", errors="replace")
        try:
            parsed = json.loads(text)
            body_ok = True
        except ValueError:
            parsed, body_ok = text, False
        query = parse_qs(url.query, keep_blank_values=True)
        headers = {}
        for k, v in self.headers.items():
            headers[k] = headers[k] + ", " + v if k in headers else v
        m = AZURE_PATH.match(url.path)
        provider = "azure" if (m or url.path.startswith("/openai/")) else "openai"
        deployment = unquote(m.group(1)) if m else None
        api_version = query.get("api-version", [None])[0]
        st.record({
            "time": time.time(), "method": method, "path": url.path, "query": url.query,
            "provider": provider, "deployment": deployment, "api_version": api_version,
            "headers": headers, "body": parsed,
        })

        # Routing, method, api-version, authentication: before anything is consumed.
        if not (m or url.path.rstrip("/") == "/v1/chat/completions"):
            if provider == "azure":
                return self.send_json(404, azure_error("404", "Resource not found"))
            return self.send_json(404, openai_error("Invalid URL (%s %s)" % (method, url.path)))
        if method != "POST":
            return self.send_json(405, openai_error("Invalid method for URL (%s %s)" % (method, url.path)))
        if provider == "azure":
            if not api_version:
                return self.send_json(404, azure_error("404", "Resource not found"))
            key = self.headers.get("api-key") or ""
            if not key or (st.api_key is not None and key != st.api_key):
                return self.send_json(401, azure_error(
                    "401", "Access denied due to invalid subscription key or wrong API endpoint. Make sure to "
                    "provide a valid key for an active subscription and use a correct regional API endpoint "
                    "for your resource."))
        else:
            auth = self.headers.get("Authorization") or ""
            key = auth[7:].strip() if auth[:7].lower() == "bearer " else ""
            if not key:
                return self.send_json(401, openai_error(
                    "You didn't provide an API key. You need to provide your API key in an Authorization header "
                    "using Bearer auth (i.e. Authorization: Bearer YOUR_KEY), or as the password field (with blank "
                    "username) if you're accessing the API from your browser and are prompted for a username and "
                    "password. You can obtain an API key from https://platform.openai.com/account/api-keys."))
            if st.api_key is not None and key != st.api_key:
                return self.send_json(401, openai_error(
                    "Incorrect API key provided: %s. You can find your API key at "
                    "https://platform.openai.com/account/api-keys." % mask_key(key), code="invalid_api_key"))

        model = parsed.get("model") if body_ok and isinstance(parsed, dict) else None
        if st.validate:
            problem = self.validate(provider, parsed if body_ok else None, model or deployment or "")
            if problem:
                return self.send_json(400, problem)

        item, scripted = st.next_item()
        log("%s %s -> %s item %s" % (provider, deployment or model or "-", "scripted" if scripted else "default",
                                     json.dumps(item)[:200]))
        self.respond(provider, model or deployment, item, api_version, len(text))

    def validate(self, provider, body, name):
        """The 400s the real services answer for malformed requests; None when fine."""
        if body is None:
            return openai_error(
                "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your "
                "HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid "
                "JSON. If you have trouble figuring out how to fix this, please contact us through our help "
                "center at help.openai.com.)")
        if not isinstance(body, dict):
            return openai_error("Invalid type for request body: expected an object.")
        msgs = body.get("messages")
        if msgs is None:
            return openai_error("Missing required parameter: 'messages'.", param="messages",
                                code="missing_required_parameter")
        if not isinstance(msgs, list) or not msgs:
            return openai_error("Invalid 'messages': empty array. Expected an array with minimum length 1.",
                                param="messages", code="empty_array")
        for i, msg in enumerate(msgs):
            if not isinstance(msg, dict) or msg.get("role") not in ("system", "developer", "user", "assistant",
                                                                     "tool"):
                return openai_error("Invalid value for 'messages[%d].role'." % i, param="messages[%d].role" % i,
                                    code="invalid_value")
            if not isinstance(msg.get("content"), (str, list)):
                return openai_error("Invalid type for 'messages[%d].content'." % i,
                                    param="messages[%d].content" % i, code="invalid_type")
        if provider == "openai" and not body.get("model"):
            return openai_error("you must provide a model parameter")
        if REASONING_MODEL.match(name):
            if "max_tokens" in body:
                return openai_error("Unsupported parameter: 'max_tokens' is not supported with this model. "
                                    "Use 'max_completion_tokens' instead.", param="max_tokens",
                                    code="unsupported_parameter")
            if "temperature" in body and body["temperature"] != 1:
                return openai_error("Unsupported value: 'temperature' does not support %s with this model. Only "
                                    "the default (1) value is supported." % json.dumps(body["temperature"]),
                                    param="temperature", code="unsupported_value")
        return None

    # --- replies ------------------------------------------------------------

    def echo_headers(self, value):
        """Strings of an item with {{header:Name}} and {{headers}} replaced by the request's
        headers: a hostile endpoint that echoes what it was sent (credentials included)."""
        if isinstance(value, str):
            value = value.replace("{{headers}}", "; ".join("%s: %s" % kv for kv in self.headers.items()))
            return re.sub(r"\{\{header:([A-Za-z0-9-]+)\}\}", lambda m: self.headers.get(m.group(1)) or "", value)
        if isinstance(value, list):
            return [self.echo_headers(v) for v in value]
        if isinstance(value, dict):
            return {k: self.echo_headers(v) for k, v in value.items()}
        return value

    def respond(self, provider, model, item, api_version, prompt_chars):
        item = self.echo_headers(item)
        if item.get("close"):
            self.close_connection = True
            if item["close"] == "rst":
                # SO_LINGER 0: closing now sends a reset instead of a FIN.
                self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                self.connection.close()
            return
        if item.get("hang"):
            cap = HANG_CAP_S if item["hang"] is True else min(float(item["hang"]), HANG_CAP_S)
            self.wait(cap)
            self.close_connection = True
            return
        if item.get("delay_ms") and not self.wait(float(item["delay_ms"]) / 1000.0):
            self.close_connection = True
            return

        status = int(item.get("status", 200))
        headers = {"x-request-id": random_id("req_", 24)}
        if provider == "azure":
            headers["apim-request-id"] = random_id("", 32)
        ctype = "application/json"
        if item.get("body_bytes"):
            headers.update(item.get("headers") or {})
            return self.stream_big(status, int(item["body_bytes"]), headers, model)
        if "body" in item:
            body = item["body"]
            body = (body if isinstance(body, str) else json.dumps(body)).encode("utf-8")
        elif "json" in item:
            body = json.dumps(item["json"]).encode()
        elif status >= 400:
            body, ctype, extra = error_reply(provider, status, item, api_version)
            headers.update(extra)
        elif "content_hex" in item:
            # a reply whose content holds raw bytes (invalid UTF-8): spliced into the JSON as is
            marker = "@@CONTENT@@"
            body = json.dumps(completion_body(provider, model, dict(item, content=marker), prompt_chars)).encode()
            body = body.replace(marker.encode(), bytes.fromhex(item["content_hex"]))
        else:
            body = json.dumps(completion_body(provider, model, item, prompt_chars)).encode()
        headers.update(item.get("headers") or {})
        ctype = headers.pop("Content-Type", headers.pop("content-type", ctype))
        if item.get("trickle_ms"):
            return self.trickle(status, body, ctype, headers, float(item["trickle_ms"]) / 1000.0)
        if item.get("chunked"):
            return self.send_chunked(status, body, ctype, headers)
        self.send_bytes(status, body, ctype, headers)

    def trickle(self, status, body, ctype, headers, gap):
        """Headers at once, then the body one byte every gap seconds."""
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        for k, v in headers.items():
            self.send_header(k, str(v))
        self.end_headers()
        self.wfile.flush()
        for i in range(len(body)):
            if not self.wait(gap):
                self.close_connection = True
                return
            self.wfile.write(body[i:i + 1])
            self.wfile.flush()

    def send_chunked(self, status, body, ctype, headers):
        """The body with Transfer-Encoding: chunked, in a few chunks."""
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Transfer-Encoding", "chunked")
        for k, v in headers.items():
            self.send_header(k, str(v))
        self.end_headers()
        step = max(1, len(body) // 3)
        for i in range(0, len(body), step):
            part = body[i:i + step]
            self.wfile.write(b"%x\r\n%s\r\n" % (len(part), part))
        self.wfile.write(b"0\r\n\r\n")

    def stream_big(self, status, size, headers, model):
        """A chat.completion of exactly size bytes, streamed without holding it in memory."""
        prefix = ('{"id":"%s","object":"chat.completion","created":%d,"model":"%s","choices":[{"index":0,'
                  '"message":{"role":"assistant","content":"' % (random_id("chatcmpl-"), int(time.time()),
                                                                 model or "gpt-4o")).encode()
        suffix = b'"},"finish_reason":"stop"}]}'
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(size))
        for k, v in headers.items():
            self.send_header(k, str(v))
        self.end_headers()
        if size <= len(prefix) + len(suffix):
            self.wfile.write(prefix[:size])
            return
        self.wfile.write(prefix)
        left = size - len(prefix) - len(suffix)
        chunk = b"x" * STREAM_CHUNK
        while left > 0:
            n = min(left, STREAM_CHUNK)
            self.wfile.write(chunk[:n])
            left -= n
        self.wfile.write(suffix)


class Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 64

    def handle_error(self, request, client_address):
        exc = sys.exc_info()[1]
        log("error with %s: %s: %s" % (client_address, exc.__class__.__name__, exc))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, default=0, help="0 picks a free port (see --port-file)")
    ap.add_argument("--port-file", help="write the bound port here (atomically) once listening")
    ap.add_argument("--api-key", help="accept only this key (default: any non-empty key)")
    ap.add_argument("--no-validate", action="store_true",
                    help="do not answer 400 for malformed or reasoning-incompatible request bodies")
    ap.add_argument("--max-seconds", type=float, default=3600.0, help="exit by itself after this long")
    args = ap.parse_args()

    state = State(args.api_key, not args.no_validate)
    server = Server((args.host, args.port), Handler)
    server.state = state
    port = server.server_address[1]
    if args.port_file:
        tmp = args.port_file + ".tmp"
        with open(tmp, "w") as f:
            f.write("%d\n" % port)
        os.replace(tmp, args.port_file)
    log("listening on http://%s:%d (pid %d, max %gs)" % (args.host, port, os.getpid(), args.max_seconds))

    def stop(reason):
        if not state.stopping.is_set():
            state.stopping.set()
            log("stopping: %s" % reason)
            threading.Thread(target=server.shutdown, daemon=True).start()

    timer = threading.Timer(args.max_seconds, stop, args=("max-seconds reached",))
    timer.daemon = True
    timer.start()
    signal.signal(signal.SIGTERM, lambda *_: stop("SIGTERM"))
    signal.signal(signal.SIGINT, lambda *_: stop("SIGINT"))
    try:
        server.serve_forever(poll_interval=0.2)
    finally:
        timer.cancel()
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
