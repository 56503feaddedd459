"""The hardened reader of files anybody may have written: every limit fails fast, with the
file, the line and the problem named, and builds nothing but plain data."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from cardtable.engine.untrusted import (
    Limits,
    UntrustedInputError,
    parse_json,
    parse_yaml,
    read_bytes,
    read_yaml,
)

LIMITS = Limits(max_bytes=100_000, max_depth=8, max_nodes=1_000, max_int_digits=10)
ALIAS_BOMB = 'a: &a ["x","x","x","x","x","x","x","x","x"]\n' + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [{','.join([f'*{chr(97 + i)}'] * 9)}]\n" for i in range(8)
)


def refused(text: str, limits: Limits = LIMITS) -> UntrustedInputError:
    with pytest.raises(UntrustedInputError) as caught:
        parse_yaml(text, "f.yaml", limits)
    return caught.value


def test_plain_data_is_read_with_lines():
    doc = parse_yaml("a: 1\nb:\n  - x\n  - {c: 2.5, d: null, e: true}\n", "f.yaml", LIMITS)
    assert doc.data == {"a": 1, "b": ["x", {"c": 2.5, "d": None, "e": True}]}
    assert doc.line("b", 1, "e") == 4
    assert doc.line("a") == 1
    assert doc.line("nothing") is None


def test_an_alias_bomb_fails_at_once_naming_the_limit():
    assert len(ALIAS_BOMB) < 400
    began = time.perf_counter()
    err = refused(ALIAS_BOMB)
    assert time.perf_counter() - began < 0.5  # 9**9 values never built
    assert "more than 1000 values" in err.problem and err.source == "f.yaml" and err.line


def test_aliases_within_the_limit_are_fine_and_merges_work():
    doc = parse_yaml("base: &b {x: 1, y: 2}\nmore: {<<: *b, y: 3}\nlist: [*b, *b]\n", "f", LIMITS)
    assert doc.data["more"] == {"x": 1, "y": 3}
    assert doc.data["list"] == [{"x": 1, "y": 2}] * 2


@pytest.mark.parametrize("text", ["a: &a {self: *a}\n", "a: &a [1, [2, *a]]\n"])
def test_recursive_aliases_are_refused(text):
    assert "recursive alias" in refused(text).problem


def test_nesting_is_limited():
    err = refused("a:\n" + "".join("  " * i + f"- k{i}:\n" for i in range(1, 12)) + "   x\n")
    assert "nested more than 8 deep" in err.problem


def test_deep_flow_nesting_is_refused_without_recursion_errors():
    refused("[" * 100_000 + "]" * 100_000, Limits(max_bytes=300_000))


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("n: " + "9" * 5000 + "\n", "5000 characters"),
        ("n: 123456789012\n", "more than 10 digits"),
        ("n: 0x" + "f" * 15 + "\n", "more than 10 digits"),
        ("n: 1:2:3:4:5:6:7:8:9\n", "more than 10 digits"),  # YAML 1.1 base 60
        ("n: !!int 08\n", "'08' is not a whole number"),
        ("n: !!float abc\n", "is not a number"),
        ("n: .inf\n", "finite"),
        ("n: 1.0e+999\n", "finite"),
        ("n: .nan\n", "finite"),
    ],
)
def test_numbers_that_cannot_be_used_safely_are_refused(text, words):
    assert words in refused(text).problem


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("d: 2024-05-01\n", "a date or time"),
        ("d: !!timestamp 2024-05-01\n", "a date or time"),
        ("d: !!binary aGVsbG8=\n", "binary data"),
        ("d: !!set {a, b}\n", "a set"),
        ("d: !!omap [a: 1]\n", "an ordered mapping"),
        ("d: !!python/object/apply:os.system [echo]\n", "a Python object"),
        ("d: !local x\n", "unknown tag"),
    ],
)
def test_only_plain_types_are_built(text, words):
    err = refused(text)
    assert words in err.problem and err.line == 1


def test_a_duplicate_key_is_named_with_both_lines():
    err = refused("seats: 4\ngame: cuckoo\nseats: 5\n")
    assert "'seats' appears twice" in err.problem and "line 1" in err.problem and err.line == 3


def test_two_documents_are_refused():
    assert "one YAML document" in refused("a: 1\n---\nb: 2\n").problem


def test_the_byte_limit_applies_to_text_and_files(tmp_path):
    refused("x" * 100_001)
    big = tmp_path / "big.yaml"
    big.write_text("# " + "x" * 100_000, encoding="utf-8")
    with pytest.raises(UntrustedInputError, match="100002 bytes; at most 100000"):
        read_yaml(big, LIMITS)


def test_not_utf8_names_the_line(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_bytes(b"a: 1\nb: \xff\n")
    with pytest.raises(UntrustedInputError) as caught:
        read_yaml(bad, LIMITS)
    assert "not UTF-8" in caught.value.problem and caught.value.line == 2


def test_a_folder_is_not_a_file(tmp_path):
    with pytest.raises(UntrustedInputError, match="a folder, not a file"):
        read_bytes(tmp_path, 100)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    began = time.perf_counter()
    with pytest.raises(UntrustedInputError, match="named pipe"):
        read_bytes(fifo, 100)
    assert time.perf_counter() - began < 1


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_devices_and_links_to_devices_are_refused(tmp_path):
    with pytest.raises(UntrustedInputError, match="a device"):
        read_bytes("/dev/zero", 100)
    link = tmp_path / "zero.yaml"
    link.symlink_to("/dev/zero")
    with pytest.raises(UntrustedInputError, match="a device"):
        read_bytes(link, 100)


def test_a_link_to_a_regular_file_is_followed(tmp_path):
    (tmp_path / "real.yaml").write_text("a: 1\n", encoding="utf-8")
    (tmp_path / "link.yaml").symlink_to(tmp_path / "real.yaml")
    assert read_yaml(tmp_path / "link.yaml", LIMITS).data == {"a": 1}


# --- JSON --------------------------------------------------------------------------------------


def json_refused(text: str) -> UntrustedInputError:
    with pytest.raises(UntrustedInputError) as caught:
        parse_json(text, "s.json", LIMITS)
    return caught.value


def test_json_plain_data_is_read():
    assert parse_json('{"a": [1, 2.5, "x", null, true]}', "s.json", LIMITS) == {
        "a": [1, 2.5, "x", None, True]
    }


def test_json_deep_nesting_is_refused_before_json_recurses():
    assert "nested more than 8 deep" in json_refused("[" * 100_000 + "]" * 100_000).problem
    parse_json('["[[[[[[[[[[[[" ]', "s.json", LIMITS)  # brackets inside text do not count


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ('{"v": ' + "9" * 400 + "}", "400 digits"),
        ('{"v": 1e400}', "finite"),
        ('{"v": NaN}', "finite"),
        ('{"v": -Infinity}', "finite"),
        ('{"v": 1, "v": 2}', "'v' appears twice"),
        ('{"v": ', "not valid JSON"),
    ],
)
def test_json_values_that_cannot_be_used_are_refused(text, words):
    assert words in json_refused(text).problem
