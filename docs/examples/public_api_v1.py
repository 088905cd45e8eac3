#!/usr/bin/env python3
"""The LogiScope public API v1 from Python, with the standard library only (urllib).

Run:  LOGISCOPE_URL=http://localhost:3000 LOGISCOPE_KEY=lsk_test_... python3 docs/examples/public_api_v1.py 158121

It prints the carrier's verdict under your company's rules with every check (its data set and date), monitors the
carrier (with an Idempotency-Key, so a retry does it once), and reads the alerts feed from a saved cursor. Errors come
as application/problem+json: { "type", "title", "status", "code" }. The test suite runs this file
(gateway/test/public-api.e2e.spec.ts).
"""
import json
import os
import sys
import urllib.error
import urllib.parse
import urllib.request
import uuid

BASE = os.environ.get("LOGISCOPE_URL", "http://localhost:3000").rstrip("/")
KEY = os.environ.get("LOGISCOPE_KEY", "")


class ApiError(Exception):
    def __init__(self, problem):
        super().__init__(f"{problem.get('code')}: {problem.get('title')}")
        self.problem = problem


def call(method, path, body=None, idempotency_key=None):
    """One call with the API key; the answer's JSON, or ApiError with the problem details."""
    headers = {"Authorization": f"Bearer {KEY}", "Accept": "application/json"}
    data = None
    if body is not None:
        data = json.dumps(body).encode("utf-8")
        headers["Content-Type"] = "application/json"
    if idempotency_key:
        headers["Idempotency-Key"] = idempotency_key
    request = urllib.request.Request(BASE + path, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.load(response)
    except urllib.error.HTTPError as error:
        raise ApiError(json.load(error)) from None


def main(usdot):
    verdict = call("GET", f"/api/v1/carriers/{urllib.parse.quote(usdot)}/verdict")
    print(f"USDOT {verdict['usdot']}: {verdict['outcome']} (rules: {verdict['profile']})")
    for check in verdict["checks"]:
        as_of = check["asOf"] or "unknown date"
        print(f"  {check['outcome']:<6} {check['rule']}: {check['message']} [{check['dataset']}, {as_of}]")

    added = call("POST", "/api/v1/monitoring/carriers", {"usdots": [usdot]}, idempotency_key=str(uuid.uuid4()))
    print(f"Monitoring: {added['results'][0]['result']}")

    # Keep `next` between runs (a file, a database row) and ask again from it: nothing is missed.
    feed = call("GET", "/api/v1/alerts")
    for alert in feed["items"]:
        print(f"Alert {alert['severity']} USDOT {alert['usdot']}: {alert['title']}")
    print(f"Alerts read: {len(feed['items'])}; next cursor: {feed['next']}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2 or not KEY:
        print("usage: LOGISCOPE_KEY=... python3 public_api_v1.py <USDOT>", file=sys.stderr)
        sys.exit(2)
    try:
        sys.exit(main(sys.argv[1]))
    except ApiError as error:
        print(f"Refused: {error}", file=sys.stderr)
        sys.exit(1)
