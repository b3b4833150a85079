"""Secrets out of everything we print or store: one `Redactor`, applied where text leaves us.

A secret is what the config holds for a server to use: header and env values, text substituted from the
environment, and what is written literally in a URL (`user:pass@` userinfo, query values such as `?api_key=...`).
Servers and their error messages quote such things back, often not verbatim, so a `Redactor` hides:

- each URL of the config, wherever it appears whole, as `redact_url` shows it (userinfo and query values `***`);
- each path segment of a config URL that is shaped like a key (`/api/mcp/s/<key>/mcp`), wherever it appears;
- the userinfo of *any* URL in the text (`https://***@host`): it is a credential whoever wrote it;
- each secret of 4+ characters, in any case (`TOKEN-abc` hides `token-ABC` too), also as it reads percent-encoded
  in a URL or escaped in a JSON string (`spellings`);
- any run of `PARTIAL` (8) or more characters of a secret, in any case: a server that prints the last part of a
  token, or a token cut by a log line's width, still shows nothing of it.

Every hidden stretch becomes `***`. JSON we print is redacted value by value (`Redactor.json`), never as text: a
secret that is itself JSON, or a number (a port in `env`), would otherwise mask a quote or a bare number and leave
the output unreadable as JSON. Masking works on spans found in one pass over the text, so nothing replaced is
looked at again, and the cost is linear in the text (one set lookup per position for the partial matches).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any
from urllib.parse import parse_qsl, quote, quote_plus, unquote, urlsplit, urlunsplit

__all__ = ["KEY_SHAPED", "MASK", "MIN_SECRET", "PARTIAL", "Redactor", "redact_url", "spellings", "url_secrets"]

MASK = "***"
#: shorter values ("1", "dev") are too common in ordinary text to hide without hiding everything else
MIN_SECRET = 4
#: a run this long taken from a secret is hidden wherever it appears: long enough not to match ordinary words
PARTIAL = 8

#: a key, token or password as services issue them: 16 or more characters of one word, letters and digits both, not
#: a path. A URL's path segment of this shape is a secret (Zapier, Composio and others put the account's key there)
KEY_SHAPED = re.compile(r"(?=[^/.~])(?=.*[0-9])(?=.*[A-Za-z])[A-Za-z0-9_\-.+/=~]{16,}")

_USERINFO = re.compile(r"(?i)\b([a-z][a-z0-9+.-]*://)[^/\s@?#\"'<>]+@")


def redact_url(url: str, keep: Callable[[str], object] | None = None) -> str:
    """`url` with its userinfo, every query (and fragment) value and each key-shaped path segment shown as `***`; the
    rest as written. `keep`: a
    value it accepts is shown as written (the consent plan keeps a `${VAR}` reference: which variable would be sent
    is what the user must see), and then the user and password are judged each on its own."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return _USERINFO.sub(rf"\1{MASK}@", url)
    netloc = parts.netloc
    if "@" in netloc:
        userinfo, _, host = netloc.rpartition("@")
        if keep is None:
            netloc = MASK + "@" + host
        else:
            user, colon, password = userinfo.partition(":")
            netloc = f"{_masked(user, keep)}{colon}{_masked(password, keep)}@{host}"
    query, fragment = _mask_values(parts.query, keep), _mask_values(parts.fragment, keep)
    path = "/".join(MASK if KEY_SHAPED.fullmatch(part) else part for part in parts.path.split("/"))
    return urlunsplit((parts.scheme, netloc, path, query, fragment))


def _masked(value: str, keep: Callable[[str], object]) -> str:
    return value if not value or keep(value) else MASK


def _mask_values(text: str, keep: Callable[[str], object] | None = None) -> str:
    if not text:
        return text
    return "&".join(
        f"{key}={MASK}" if value and not (keep is not None and keep(value)) else pair
        for pair in text.split("&")
        for key, _, value in [pair.partition("=")]
    )


def url_secrets(url: str) -> list[str]:
    """The secrets written in `url`: userinfo (user and password), query and fragment values, raw and decoded, and
    each path segment shaped like a key (`KEY_SHAPED`)."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return []
    found: list[str] = []
    userinfo = parts.netloc.rpartition("@")[0] if "@" in parts.netloc else ""
    for piece in userinfo.split(":") if userinfo else ():
        found += [piece, unquote(piece)]
    found += [segment for segment in parts.path.split("/") if KEY_SHAPED.fullmatch(segment)]
    for text in (parts.query, parts.fragment):
        for pair in text.split("&") if text else ():
            raw = pair.partition("=")[2]
            found += [raw, unquote(raw.replace("+", " "))]
        found += [value for _, value in parse_qsl(text, keep_blank_values=False)] if text else []
    return [value for value in found if value]


#: what a URL's path keeps unencoded (RFC 3986 pchar's sub-delims, ':', '@'), as HTTP clients write it
_PATH_SAFE = "/!$&'()*+,;=:@~"


def spellings(secret: str) -> set[str]:
    """`secret` as written, and as it reads once it is put in a URL (percent-encoded: as a path, as a query value
    with '+' for a space) or in a JSON string (escaped, non-ASCII as `\\u` escapes or not): a secret substituted into
    a URL's path comes back from an HTTP client encoded, and one a server quotes in its JSON comes back escaped."""
    forms = {
        secret,
        quote(secret, safe="/", errors="surrogatepass"),
        quote(secret, safe=_PATH_SAFE, errors="surrogatepass"),
        quote(secret, safe="", errors="surrogatepass"),
        quote_plus(secret, safe="/", errors="surrogatepass"),
        json.dumps(secret)[1:-1],
        json.dumps(secret, ensure_ascii=False)[1:-1],
    }
    return {form for form in forms if len(form) >= MIN_SECRET}


class Redactor:
    """Hides the given secrets and URLs in text (see the module docstring). Cheap to call; build once per config."""

    __slots__ = ("_grams", "_urls", "_whole")

    def __init__(self, secrets: Iterable[str], urls: Iterable[str] = ()) -> None:
        given = {s for s in secrets if len(s) >= MIN_SECRET}
        kept = sorted({form for secret in given for form in spellings(secret)}, key=lambda s: (-len(s), s))
        self._whole = re.compile("|".join(map(re.escape, kept)), re.IGNORECASE) if kept else None
        self._grams = frozenset(
            _fold(secret)[i : i + PARTIAL]
            for secret in kept
            if len(secret) >= PARTIAL
            for i in range(len(secret) - PARTIAL + 1)
        )
        self._urls = tuple((url, redact_url(url)) for url in dict.fromkeys(urls) if redact_url(url) != url)

    def __call__(self, text: str) -> str:
        """`text` with every secret hidden."""
        for url, shown in self._urls:
            if url in text:
                text = text.replace(url, shown)
        if "@" in text:
            text = _USERINFO.sub(rf"\1{MASK}@", text)
        spans = self._spans(text)
        if not spans:
            return text
        out, at = [], 0
        for start, end in spans:
            out += [text[at:start], MASK]
            at = end
        out.append(text[at:])
        return "".join(out)

    def value(self, value: Any) -> Any:
        """A JSON value with every string in it (keys too) redacted; a number that shows a secret becomes `***`."""
        if isinstance(value, str):
            return self(value)
        if isinstance(value, bool) or value is None:
            return value
        if isinstance(value, int | float):
            text = json.dumps(value)
            return value if self(text) == text else MASK
        if isinstance(value, Mapping):
            return {self(str(key)): self.value(item) for key, item in value.items()}
        if isinstance(value, list | tuple):
            return [self.value(item) for item in value]
        return value

    def json(self, value: Any) -> str:
        """`value` redacted (see `value`) as the indented JSON every `--json` prints: valid whatever the secrets."""
        return json.dumps(self.value(value), indent=2, ensure_ascii=False)

    def _spans(self, text: str) -> list[tuple[int, int]]:
        found: list[tuple[int, int]] = []
        if self._whole is not None:
            found += [match.span() for match in self._whole.finditer(text)]
        if self._grams and len(text) >= PARTIAL:
            folded, grams = _fold(text), self._grams
            found += [(i, i + PARTIAL) for i in range(len(folded) - PARTIAL + 1) if folded[i : i + PARTIAL] in grams]
        return [_trimmed(text, start, end) for start, end in _merged(found)]


def _fold(text: str) -> str:
    """Lower case, one character for one (so positions stay those of `text`)."""
    folded = text.lower()
    if len(folded) == len(text):
        return folded
    return "".join(low if len(low := char.lower()) == 1 else char for char in text)


def _trimmed(text: str, start: int, end: int) -> tuple[int, int]:
    """A span without the spaces at its ends: a secret's run may start with the space of `Bearer <token>`."""
    while end - start > 1 and text[start].isspace():
        start += 1
    while end - start > 1 and text[end - 1].isspace():
        end -= 1
    return start, end


def _merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], end))
        else:
            out.append((start, end))
    return out
