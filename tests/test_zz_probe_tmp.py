import httpx, asyncio
from tests.conftest import TenantClient

async def test_probe(tenant: TenantClient, api_url: str):
    agent = await tenant.create_agent()
    chat = await tenant.create_chat(agent)
    out = []
    async with httpx.AsyncClient(base_url=api_url, timeout=10) as anon:
        r = await anon.post("/v1/chats", content=b"nope{", headers={"Content-Type": "application/json"})
        out.append(("anon nonjson chats", r.status_code, r.text[:200]))
        r = await anon.post(f"/v1/chats/{chat}/messages", content=b"nope{", headers={"Content-Type": "application/json"})
        out.append(("anon nonjson msgs", r.status_code, r.text[:200]))
        r = await anon.post("/v1/chats", json={"mode": 2})
        out.append(("anon invalid json body", r.status_code, r.text[:200]))
    for name, kw in [
        ("after huge", dict(params={"after": str(10**30)})),
        ("after int64max", dict(params={"after": str(2**63 - 1)})),
        ("lei huge", dict(headers={"Last-Event-ID": str(10**30)})),
    ]:
        try:
            r = await tenant.http.get(f"/v1/chats/{chat}/events", timeout=3, **kw)
            out.append((name, r.status_code, r.text[:300]))
        except httpx.ReadTimeout:
            out.append((name, "timeout (streaming)"))
    for cid in ["x" * 5000, "%00", "a%2Fb", "..", "%20"]:
        r = await tenant.http.get(f"/v1/chats/{cid}")
        out.append(("chat id", cid[:10], r.status_code, r.text[:200]))
    r = await tenant.http.post("/v1/chats", json={"mode": 1, "agent_id": "x" * 100000})
    out.append(("long agent", r.status_code, r.text[:100]))
    r = await tenant.http.post("/v1/documents", json={"agent_id": agent, "documents": [{"title": "\u0000", "text": "a\u0000b"}]})
    out.append(("nul doc", r.status_code, r.text[:300]))
    r = await tenant.http.post("/v1/agents", json={"name": "n\u0000", "system_prompt": "x"})
    out.append(("nul agent", r.status_code, r.text[:300]))
    r = await tenant.http.post("/v1/documents", json={"agent_id": agent, "documents": [{"title": "t", "text": "x", "metadata": {"a": 1e308*10}}]})
    out.append(("inf meta", r.status_code, r.text[:300]))
    r = await tenant.http.post("/v1/documents", content=b'{"agent_id": "%s", "documents": [{"title": "t", "text": "x", "metadata": {"a": NaN}}]}' % agent.encode(), headers={"Content-Type": "application/json"})
    out.append(("nan meta", r.status_code, r.text[:300]))
    r = await tenant.http.post(f"/v1/chats/{chat}/messages", json={"content": "   "})
    out.append(("blank content", r.status_code, r.text[:300]))
    r = await tenant.http.get(f"/v1/chats/{chat}/events", params={"message_id": "nope", "after": "5"}, timeout=3) if False else None
    for o in out: print(o)
