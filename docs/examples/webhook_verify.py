"""Verifying a LogiScope webhook delivery in Python (standard library only). Use the body's raw bytes.

    python3 docs/examples/webhook_verify.py <secret> '<LogiScope-Signature header>' < body.json   -> prints "verified"
"""
import hashlib
import hmac
import sys
import time

TOLERANCE_SECONDS = 300  # rejects deliveries signed longer ago than this (replays); allows some clock skew


def verify_logiscope_signature(secret: str, header: str, raw_body: bytes, now: float | None = None) -> bool:
    """True when one of the header's v1= signatures is HMAC-SHA256(secret, "<t>.<body>") and t is recent.

    During a secret roll the header carries one v1= per live secret: either may match yours.
    """
    pairs = [part.strip().split("=", 1) for part in header.split(",")]
    fields = [(p[0], p[1]) for p in pairs if len(p) == 2]
    stamps = [v for k, v in fields if k == "t"]
    if not stamps or not stamps[0].isdigit():
        return False
    t = int(stamps[0])
    if abs((time.time() if now is None else now) - t) > TOLERANCE_SECONDS:
        return False
    expected = hmac.new(secret.encode(), f"{t}.".encode() + raw_body, hashlib.sha256).hexdigest()
    return any(hmac.compare_digest(v, expected) for k, v in fields if k == "v1")


if __name__ == "__main__":
    ok = verify_logiscope_signature(sys.argv[1], sys.argv[2], sys.stdin.buffer.read())
    print("verified" if ok else "rejected")
    sys.exit(0 if ok else 1)
