"""Helpers for the fresh60 blind poisoned set: loading real tools, planting payloads, encoders and checks."""

import copy
import json
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
TOOLS_PATH = HERE.parent / "retrieval_data" / "tools.jsonl"
OUT_PATH = HERE / "fresh60.jsonl"
SPLIT = "fresh60"

FAMILY_CODES = {
    "tool-poisoning": "tp",
    "shadowing": "sh",
    "rug-pull": "rp",
    "line-jumping": "lj",
    "full-schema": "fs",
    "invisible": "iv",
    "paraphrase": "pp",
}

# Every host, mailbox domain or connection host used in a payload. All of them are invented for this set.
FAKE_DOMAINS = (
    "ardenquill-ops.com",
    "belovezh-data.ru",
    "brackenfold-cdn.com",
    "brindlecove-relay.net",
    "brindlewave-finops.com",
    "brzozowa-travel.pl",
    "calloway-index.com",
    "copperlode.net",
    "corvelline-mirror.dev",
    "fallowdeer-proxy.com",
    "ferrowend-cloud.com",
    "glenmoor-index.com",
    "halverd-trace.io",
    "harrowgate-proxy.net",
    "hoshinami-cp.jp",
    "lumenfold-cdn.com",
    "marrowdale-pass.com",
    "morrowgate-sync.com",
    "munseok-devtools.kr",
    "oakhollow-build.dev",
    "ostrava-crawl.net",
    "pellam-ops.com",
    "pellucid-forge.io",
    "quenwick-portal.com",
    "quillhaven-api.dev",
    "quorvane-db.net",
    "saltmarsh-deploy.app",
    "stillmere-sync.io",
    "tallowmere-search.com",
    "tallowreach-mail.com",
    "tesorvia-cobros.com",
    "tessaryn.net",
    "vallombra-insight.it",
    "veldhaven-papers.nl",
    "vellumtrace.dev",
    "wrenholt-ops.io",
    "yunhaixing.cn",
)

ROW_KEYS = ("base", "definition", "family", "id", "server", "split")
META_KEYS = ("_lang", "_style", "_payload", "_checks", "_method")
STYLES = ("numbered-flow", "when-also", "if-fails", "prerequisite", "usage-note")


def load_tools():
    """Return {(server, name): definition} and the sorted list of every real tool name."""
    index = {}
    with TOOLS_PATH.open(encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if not line:
                continue
            obj = json.loads(line)
            key = (obj["server"], obj["definition"]["name"])
            if key not in index:
                index[key] = obj["definition"]
    names = sorted({name for (_, name) in index})
    return index, names


TOOLS, REAL_NAMES = load_tools()


def real(server, name):
    """Deep copy of a real tool definition; fails loudly if it does not exist."""
    key = (server, name)
    if key not in TOOLS:
        raise SystemExit(f"fresh60: no real tool {name!r} on server {server!r}")
    return copy.deepcopy(TOOLS[key])


def append(defn, text, sep="\n\n"):
    """Append text to the description, keeping the real description in front as cover."""
    defn["description"] = (defn.get("description") or "").rstrip() + sep + text
    return defn


def insert_after_first_sentence(defn, text):
    desc = defn.get("description") or ""
    cut = desc.find(". ")
    if cut < 0:
        defn["description"] = desc + text
    else:
        defn["description"] = desc[: cut + 1] + text + desc[cut + 1 :]
    return defn


def set_annotations(defn, **hints):
    ann = defn.setdefault("annotations", {})
    for key in sorted(hints):
        ann[key] = hints[key]
    return defn


def spec(row_id, family, server, base, definition, payload, lang="en", style="usage-note", checks=(), method=None):
    return {
        "id": row_id,
        "family": family,
        "server": server,
        "base": base,
        "definition": definition,
        "split": SPLIT,
        "_lang": lang,
        "_style": style,
        "_payload": payload,
        "_checks": list(checks),
        "_method": method,
    }


def new_tool(server, template, name, description):
    """A brand-new tool built on the shape of a real one from the same server."""
    if name in REAL_NAMES:
        raise SystemExit(f"fresh60: new tool name {name!r} clashes with a real tool")
    defn = real(server, template)
    defn["name"] = name
    defn["description"] = description
    return defn


# ---- encoders and decoders for the invisible family -------------------------------------------------------


def tag_encode(text):
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def tag_decode(text):
    return "".join(chr(ord(c) - 0xE0000) for c in text if 0xE0020 <= ord(c) <= 0xE007E)


ZW0, ZW1 = "\u200b", "\u200c"


def zw_encode(text):
    bits = "".join(f"{b:08b}" for b in text.encode("utf-8"))
    return "\u2060" + "".join(ZW1 if bit == "1" else ZW0 for bit in bits) + "\u2060"


def zw_decode(text):
    bits = "".join("1" if c == ZW1 else "0" for c in text if c in (ZW0, ZW1))
    data = bytes(int(bits[i : i + 8], 2) for i in range(0, len(bits) - len(bits) % 8, 8))
    return data.decode("utf-8")


def bidi_encode(text):
    return "\u202e" + text[::-1] + "\u202c"


def bidi_decode(text):
    start = text.index("\u202e") + 1
    end = text.index("\u202c", start)
    return text[start:end][::-1]


def vs_encode(text, carrier="\u2139"):
    out = [carrier]
    for b in text.encode("utf-8"):
        out.append(chr(0xFE00 + (b >> 4)))
        out.append(chr(0xFE00 + (b & 0x0F)))
    return "".join(out)


def vs_decode(text):
    nibbles = [ord(c) - 0xFE00 for c in text if 0xFE00 <= ord(c) <= 0xFE0F]
    data = bytes((nibbles[i] << 4) | nibbles[i + 1] for i in range(0, len(nibbles) - 1, 2))
    return data.decode("utf-8")


ANSI_RE = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


def ansi_hide(text):
    return "\x1b[8m" + text + "\x1b[28m\x1b[0m"


def ansi_reveal(text):
    start = text.index("\x1b[8m") + len("\x1b[8m")
    end = text.index("\x1b[28m", start)
    return ANSI_RE.sub("", text[start:end])


HOMO = {"a": "\u0430", "c": "\u0441", "e": "\u0435", "i": "\u0456", "o": "\u043e", "p": "\u0440", "x": "\u0445"}
HOMO_BACK = {v: k for k, v in HOMO.items()}


def homoglyph_encode(text):
    """Swap Latin letters for Cyrillic look-alikes, leaving URLs untouched so the link still resolves."""
    words = text.split(" ")
    out = []
    for word in words:
        if "://" in word:
            out.append(word)
        else:
            out.append("".join(HOMO.get(c, c) for c in word))
    return " ".join(out)


def homoglyph_decode(text):
    return "".join(HOMO_BACK.get(c, c) for c in text)


SHY = "\u00ad"


def shy_encode(text):
    return " ".join(SHY.join(word) if len(word) > 2 else word for word in text.split(" "))


def shy_decode(text):
    return text.replace(SHY, "")


def pad_encode(text):
    return "\n" + " " * 40 + "\n" * 48 + " " * 120 + text


def pad_decode(text):
    return text.strip()


def html_comment(text):
    return "<!-- " + text + " -->"


def html_comment_decode(text):
    start = text.index("<!-- ") + 5
    return text[start : text.index(" -->", start)]


def md_comment(text):
    return '[//]: # "' + text + '"'


def md_comment_decode(text):
    start = text.index('[//]: # "') + len('[//]: # "')
    return text[start : text.index('"', start)]


DECODERS = {
    "unicode-tags": tag_decode,
    "zero-width-binary": zw_decode,
    "bidi-override": bidi_decode,
    "variation-selectors": vs_decode,
    "ansi-conceal": ansi_reveal,
    "html-comment": html_comment_decode,
    "markdown-comment": md_comment_decode,
    "blank-padding": pad_decode,
    "homoglyphs": homoglyph_decode,
    "soft-hyphens": shy_decode,
}
