"""Site time stamps to aware datetimes, by the zone abbreviation the site writes.

>>> str(aware("2010/06/07 15:13:12", "ET")), str(naive(" 2012-08-15 00:51:26", "%Y-%m-%d %H:%M:%S"))
('2010-06-07 15:13:12-04:00', '2012-08-15 00:51:26')
"""
from __future__ import annotations

import re
from datetime import datetime, timezone
from functools import lru_cache
from typing import Any, Optional

try:
    from zoneinfo import ZoneInfo
except ImportError:   # pragma: no cover
    ZoneInfo = None   # type: ignore[assignment,misc]

ZONES = {
    "ET": "America/New_York", "EST": "America/New_York", "EDT": "America/New_York",
    "CT": "America/Chicago", "CST": "America/Chicago", "CDT": "America/Chicago",
    "MT": "America/Denver", "PT": "America/Los_Angeles", "PST": "America/Los_Angeles",
    "CET": "Europe/Paris", "CEST": "Europe/Paris", "WET": "Europe/Lisbon", "WEST": "Europe/Lisbon",
    "GMT": "Europe/London", "BST": "Europe/London", "UTC": "UTC", "AEST": "Australia/Sydney",
    "MSK": "Europe/Moscow", "EET": "Europe/Helsinki", "EEST": "Europe/Helsinki", "MEZ": "Europe/Berlin",
    "MESZ": "Europe/Berlin",
}


FORMATS = ("%Y/%m/%d %H:%M:%S", "%Y-%m-%d %H:%M:%S", "%d %m %Y %H:%M:%S")


def aware(stamp: str, zone: str, formats=FORMATS) -> Optional[datetime]:
    """`stamp` in the zone abbreviated `zone` (None when the zone is unknown or the stamp unreadable)."""
    name = ZONES.get(zone.upper())
    if name is None:
        return None
    quick = _STAMP.fullmatch(stamp.strip()) if formats[0] == FORMATS[0] else None
    if quick is not None:   # the common form, without strptime
        try:
            t = datetime(*map(int, quick.groups()))   # type: ignore[arg-type]
        except ValueError:
            return None
        return t.replace(tzinfo=_zone(name))
    for fmt in formats:
        try:
            t = datetime.strptime(stamp.strip(), fmt)
        except ValueError:
            continue
        return t.replace(tzinfo=_zone(name)) if ZoneInfo is not None or name == "UTC" else None
    return None


_STAMP = re.compile(r"(\d{4})/(\d{1,2})/(\d{1,2}) (\d{1,2}):(\d{1,2}):(\d{1,2})")   # FORMATS[0]


@lru_cache(maxsize=None)
def _zone(name: str) -> Any:
    return timezone.utc if ZoneInfo is None else ZoneInfo(name)


_MONTH_FIRST = re.compile(r"(?:\w+,\s*)?([A-Za-z]{3})\w* (\d{1,2}),? (\d{1,2}):(\d{2}):(\d{2}) ([A-Z]{2,4}) (\d{4})")
_MONTHS = {m: i for i, m in enumerate(("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov",
                                       "dec"), 1)}


def month_first(text: str) -> Optional[datetime]:
    """The time of a stamp that names its month before its day and its zone before its year
    (PartyPoker's, Betfair's, OnGame's): aware when the zone is known, else as written; None when
    `text` holds no such stamp.

    >>> str(month_first("Monday, February 27, 09:51:26 EST 2012")), str(month_first("Mon Feb 09 12:55:26 XYZ 2026"))
    ('2012-02-27 09:51:26-05:00', '2026-02-09 12:55:26')
    """
    m = _MONTH_FIRST.search(text)
    month = _MONTHS.get(m.group(1).lower()) if m else None
    if m is None or month is None:
        return None
    year, day, hour, minute, second = (int(m.group(k)) for k in (7, 2, 3, 4, 5))
    written = f"{year}/{month}/{day} {hour}:{minute}:{second}"
    try:
        return aware(written, m.group(6)) or datetime(year, month, day, hour, minute, second)
    except ValueError:   # (a day or an hour that does not exist)
        return None


def naive(stamp: str, fmt: str) -> Optional[datetime]:
    """`stamp` (spaces around it dropped) read with the strptime format `fmt`, as written, without a
    zone (None when it does not fit)."""
    try:
        return datetime.strptime(stamp.strip(), fmt)
    except ValueError:
        return None
