"""Where a tenant's MCP server may be: an `https` URL whose host resolves to public addresses
only, or any URL on a host the operator allow-lists (MCP_ALLOWED_HOSTS; plain `http` too).

The API checks an agent's urls when it is saved; the worker checks again on every request it
sends (`CheckedTransport`), against the very addresses it then connects to.
"""

from __future__ import annotations

import socket
from collections.abc import Collection
from ipaddress import IPv6Address, ip_address

import anyio
import httpx2  # the `mcp` client's HTTP library


class McpUrlRefused(ValueError):
    """A url that may not be connected to; the message says why, without the url."""


def _host_key(host: str) -> str:
    return host.rstrip(".").lower()


def is_allowed_host(host: str, allowed_hosts: Collection[str]) -> bool:
    return _host_key(host) in {_host_key(allowed) for allowed in allowed_hosts}


def check_url(url: str | httpx2.URL, allowed_hosts: Collection[str]) -> httpx2.URL:
    """`url` as the MCP client parses it, if its scheme and host may be used (before any DNS lookup)."""
    try:
        parsed = httpx2.URL(url)
    except httpx2.InvalidURL:
        raise McpUrlRefused("the url is not a valid URL") from None
    if parsed.scheme not in ("http", "https") or not parsed.host or not 0 < (parsed.port or 443) < 65536:
        raise McpUrlRefused("the url must be the https:// URL of the MCP endpoint")
    if parsed.scheme == "http" and not is_allowed_host(parsed.host, allowed_hosts):
        raise McpUrlRefused(
            "the url must use https (plain http only on hosts the operator allows in MCP_ALLOWED_HOSTS)"
        )
    return parsed


def is_internal(address: str) -> bool:
    """Whether `address` is loopback, private, link-local, multicast, reserved or unspecified
    (an IPv6 address that embeds an IPv4 one, IPv4-mapped or 6to4, is judged by that one)."""
    ip = ip_address(address)
    if isinstance(ip, IPv6Address):
        embedded = ip.ipv4_mapped or ip.sixtofour
        if embedded is not None:
            ip = embedded
        elif ip.is_site_local:
            return True
    return not ip.is_global or ip.is_multicast or ip.is_reserved


async def public_addresses(host: str, port: int) -> list[str]:
    """Every address `host` resolves to, if none is internal (else McpUrlRefused); OSError if it
    does not resolve."""
    infos = await anyio.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    addresses = list(dict.fromkeys(str(info[4][0]) for info in infos))
    if any(is_internal(address) for address in addresses):
        raise McpUrlRefused(
            "the url's host resolves to a loopback, private, link-local or otherwise internal address; "
            "an MCP server must be reachable on a public one"
        )
    return addresses


async def check_endpoint(url: str, allowed_hosts: Collection[str]) -> None:
    """The save-time check of an agent's MCP url: McpUrlRefused saying what to change."""
    parsed = check_url(url, allowed_hosts)
    if is_allowed_host(parsed.host, allowed_hosts):
        return
    try:
        await public_addresses(parsed.host, parsed.port or 443)
    except OSError:
        raise McpUrlRefused("the url's host name does not resolve") from None


class CheckedTransport(httpx2.AsyncBaseTransport):
    """Sends a request to an address its host resolved to and that passed the check, so a DNS
    answer that changes between check and connect cannot reach an internal address; TLS still
    verifies the certificate against the host name (`sni_hostname`). Allow-listed hosts are
    connected to as they are. One per MCP endpoint: its pool keys connections by address."""

    def __init__(self, allowed_hosts: Collection[str]) -> None:
        self._allowed_hosts = allowed_hosts
        self._http = httpx2.AsyncHTTPTransport()

    async def handle_async_request(self, request: httpx2.Request) -> httpx2.Response:
        url = check_url(request.url, self._allowed_hosts)
        if is_allowed_host(url.host, self._allowed_hosts):
            return await self._http.handle_async_request(request)
        try:
            address = (await public_addresses(url.host, url.port or 443))[0]
        except OSError as err:
            raise httpx2.ConnectError(f"the host does not resolve ({type(err).__name__})", request=request) from None
        pinned = httpx2.Request(
            request.method,
            url.copy_with(host=address),
            headers=request.headers,  # keeps the original Host header
            stream=request.stream,
            extensions={**request.extensions, "sni_hostname": url.host},
        )
        return await self._http.handle_async_request(pinned)

    async def aclose(self) -> None:
        await self._http.aclose()
