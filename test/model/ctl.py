#!/usr/bin/env python3
"""Drive the mock model server from a test: ctl.py script|default|reset|requests|count [JSON].

The server's base URL comes from $MOCK_URL.  `script` and `default` take the
JSON item(s) as their argument and print how many items are queued;
`requests` prints the request log as one JSON array; `count` prints how many
model requests arrived.  Any failure is reported on stderr with exit 1.
"""
import json
import os
import sys
import urllib.request


def call(method, path, data=None):
    url = os.environ["MOCK_URL"].rstrip("/") + path
    body = data.encode() if data is not None else None
    req = urllib.request.Request(url, data=body, method=method,
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read().decode())


def main(argv):
    if len(argv) < 2:
        sys.stderr.write(__doc__)
        return 1
    cmd = argv[1]
    if cmd == "script":
        json.loads(argv[2])  # refuse bad JSON here, with a clear message
        print("queued %d" % call("POST", "/_script", argv[2])["queued"])
    elif cmd == "default":
        call("POST", "/_default", argv[2])
        print("default set")
    elif cmd == "reset":
        call("POST", "/_reset", "")
        print("reset")
    elif cmd == "requests":
        print(json.dumps(call("GET", "/_requests")))
    elif cmd == "count":
        print(len(call("GET", "/_requests")))
    else:
        sys.stderr.write("unknown command %s\n" % cmd)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
