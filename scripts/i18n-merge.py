#!/usr/bin/env python3
"""Merge translations into app/locales/{fr-CA,es-MX}.json (keys sorted).

Usage: python3 scripts/i18n-merge.py FILE.json  where FILE holds
{"fr-CA": {id: text}, "es-MX": {id: text}}. A translator's convenience; the
catalogs themselves are the source of truth.
"""
import json
import sys
from pathlib import Path

root = Path(__file__).resolve().parent.parent
with open(sys.argv[1], encoding="utf-8") as f:
    incoming = json.load(f)
for locale, messages in incoming.items():
    path = root / "app" / "locales" / f"{locale}.json"
    current = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    current.update(messages)
    path.write_text(
        json.dumps(dict(sorted(current.items())), ensure_ascii=False, indent=2) + "\n",
        encoding="utf-8",
    )
    print(f"{path.name}: {len(current)} messages")
