"""Where the phones find the evening: the host's address on the local network, the page's
URL, and its QR code (segno), as an SVG for the television and as rows of modules for the
window to draw at any size."""

from __future__ import annotations

import ipaddress
import io
import socket

import segno

DEFAULT_PORT = 8765


def local_address() -> str:
    """This computer's address on the local network (the one a phone in the room can
    reach), or 127.0.0.1 when there is no network.  No packet is sent: a UDP socket's
    connect only asks the system which interface it would use."""
    for probe in ("10.255.255.255", "192.168.255.255"):
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
                s.connect((probe, 1))
                addr = s.getsockname()[0]
            if addr and is_local(addr) and not addr.startswith("127."):
                return addr
        except OSError:
            continue
    return "127.0.0.1"


def local_addresses() -> list[str]:
    """Every address of this computer that a phone in the room could reach (private or
    link-local IPv4: the house Wi-Fi, a cable, a hotspot), the one the system would use
    first; never loopback.  No packet is sent."""
    found = [local_address()]
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        infos = []
    for info in infos:
        addr = str(info[4][0])
        if addr not in found:
            found.append(addr)
    return [a for a in found if is_local(a) and not a.startswith("127.")]


def parse_place(text: str, addresses: list[str]) -> tuple[str, int]:
    """The host's "address:port" (or a port alone, or an address alone) as ``(bind, port)``:
    the address one of ``addresses`` (this computer's own), ``any`` for all of them, or
    loopback (127.0.0.1, ``localhost``: this computer alone, to try the evening on it);
    the port from 1024 to 65535.  ``ValueError`` says what will not do, in words."""
    text = text.strip()
    host, _, port_text = text.rpartition(":") if ":" in text else ("", "", text)
    if not port_text.isdigit() and not host:  # an address with no port
        host, port_text = text, str(DEFAULT_PORT)
    if not port_text.isdigit() or not 1024 <= int(port_text) <= 65535:
        raise ValueError("the port is a number from 1024 to 65535, like 8765")
    host = host.strip().lower()
    if host in ("", "any", "0.0.0.0", "all"):
        return "0.0.0.0", int(port_text)
    if host == "localhost" or is_loopback(host):
        # A host trying the evening on one computer (round 13 of issue 37: refused as "not an
        # address of this computer"); the lobby says a phone cannot reach it.
        return "127.0.0.1" if host == "localhost" else host, int(port_text)
    if host not in addresses:
        shown = ", ".join(addresses) or "none on a network now"
        raise ValueError(f"{host} is not an address of this computer (its addresses: {shown})")
    return host, int(port_text)


def is_loopback(addr: str) -> bool:
    """True for an IPv4 address of this computer alone (127.x.x.x): no phone reaches it."""
    try:
        return ipaddress.ip_address(addr).version == 4 and ipaddress.ip_address(addr).is_loopback
    except ValueError:
        return False


def is_local(addr: str) -> bool:
    """True for an address inside the room: loopback, private or link-local."""
    try:
        ip = ipaddress.ip_address(addr.split("%")[0])
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_loopback or ip.is_private or ip.is_link_local


def page_url(host: str, port: int) -> str:
    return f"http://{host}:{port}/"


def qr(url: str) -> segno.QRCode:
    return segno.make(url, error="m", micro=False)


def qr_svg(url: str) -> bytes:
    """The QR code as an SVG, dark on cream."""
    buf = io.BytesIO()
    qr(url).save(buf, kind="svg", scale=8, dark="#1c1a18", light="#f4ead2", border=2, xmldecl=False)
    return buf.getvalue()


def qr_rows(url: str) -> list[list[bool]]:
    """The QR code's modules, row by row (True: dark), without the quiet zone."""
    return [[bool(v) for v in row] for row in qr(url).matrix]
