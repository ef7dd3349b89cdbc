"""What the data scripts share: wordfreq 3.1.1's English "large" list read from its PyPI wheel,
and the default dictionary's words.

The wheel is read as a zip; nothing is installed. `wordfreq/data/large_en.msgpack.gz` is a
gzipped msgpack list: entry 0 is a header ({"format": "cB", "version": 1}); entry k (k >= 1)
lists the words whose frequency is k centibels below 1 (a word's Zipf value, times 100, is
900 - (k - 1)). A word listed twice keeps its first (commoner) entry.

Used by data/wordfreq/extract-wordfreq.py, data/wordfreq/extract-wordfreq-spellings.py,
data/names/extract-names.py, data/names/extract-old-forms.py and
data/abbreviations/extract-abbreviations.py (each puts this folder on its import path).
"""
import gzip, hashlib, io, os, sys, zipfile
import msgpack

MEMBER = "wordfreq/data/large_en.msgpack.gz"
WHEEL_NAME = "wordfreq-3.1.1-py3-none-any.whl"
SPELLINGS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scowl-spellings.txt")
DEFAULT_TIER_MAX = 70
SCOWL = "/usr/share/dict/scowl"


def zipf_table(wheel_bytes):
    """Each word's Zipf value times 100, the member's bytes (for its checksum) and how many
    entries the list has (a word listed twice counted twice)."""
    with zipfile.ZipFile(io.BytesIO(wheel_bytes)) as z:
        member = z.read(MEMBER)
    data = msgpack.unpackb(gzip.decompress(member), raw=False)
    if data[0] != {"format": "cB", "version": 1}:
        sys.exit(f"unexpected header {data[0]!r}")
    zipf = {}
    for k in range(1, len(data)):
        for w in data[k]:
            zipf.setdefault(w, 900 - (k - 1))
    return zipf, member, sum(len(b) for b in data[1:])


def default_words():
    """The words at a level <= 70 in American spelling (data/scowl-spellings.txt)."""
    words = set()
    with open(SPELLINGS, encoding="ascii") as f:
        for line in f:
            if line.startswith("#"):
                continue
            fields = line.rstrip("\n").split("\t")
            pairs = zip(fields[1::2], fields[2::2])
            if any(int(l) <= DEFAULT_TIER_MAX and (s == "*" or "us" in s.split(",")) for l, s in pairs):
                words.add(fields[0])
    return words


def scowl_entries(lists, levels, read):
    """Each entry of SCOWL's `lists` (names such as "english-upper") at `levels`, in that order
    (level by level, list by list), as (level, entry stripped), read as Latin-1 from Debian's
    package; each file read is appended to `read` as (its name, its sha256). A file the package
    lacks is skipped."""
    for lvl in levels:
        for name in lists:
            path = os.path.join(SCOWL, f"{name}.{lvl}")
            if not os.path.exists(path):
                continue
            raw = open(path, "rb").read()
            read.append((os.path.basename(path), hashlib.sha256(raw).hexdigest()))
            for entry in raw.decode("latin-1").split("\n"):
                yield lvl, entry.strip()


def source_inputs(what, read, wheel_bytes, member):
    """The lines of a SOURCE.txt that name its inputs: the SCOWL files `read` ((name, sha256),
    as [`scowl_entries`] records them) for `what`, and the wordfreq wheel and its member."""
    lines = [f"{what}: Debian package scowl 2020.12.07-2 (SCOWL 2020.12.07), files (sha256):\n"]
    lines += [f"  {SCOWL}/{name} {digest}\n" for name, digest in read]
    lines.append(f"frequencies: PyPI wordfreq 3.1.1 ({WHEEL_NAME}) sha256 "
                 f"{hashlib.sha256(wheel_bytes).hexdigest()}\n")
    lines.append(f"  {MEMBER} sha256 {hashlib.sha256(member).hexdigest()}\n")
    return "".join(lines)
