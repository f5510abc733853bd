"""Each workflow's diagram, generated from its code (never drawn by hand): as JSON, as Mermaid
text, or as an SVG laid out on the server; and a research request's state machine with the
path its audit records highlighted."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, HTTPException, Query, Request, status
from fastapi.responses import PlainTextResponse, Response
from pydantic import BaseModel, Field
from starlette.concurrency import run_in_threadpool

from api.deps import SettingsDep, TenantDep
from api.research.owned import RequestDep
from durable_agents.diagrams import BUILDERS, workflow_diagram
from durable_agents.diagrams.graph import Diagram
from durable_agents.diagrams.mermaid import to_mermaid
from durable_agents.diagrams.research import NAME as RESEARCH
from durable_agents.diagrams.research import request_steps
from durable_agents.diagrams.svg import to_svg
from durable_agents.research import store as research_store

router = APIRouter(tags=["diagrams"])

DiagramFormat = Literal["json", "mermaid", "svg"]
SVG = "image/svg+xml"
FORMAT = Query(
    description="json (the default), mermaid (text) or svg. Without it, an Accept of image/svg+xml gives the "
    "SVG and text/vnd.mermaid or text/plain the Mermaid text.",
)
FORMATS = {
    200: {
        "description": "The diagram: JSON, Mermaid text or SVG, as `format` or Accept asks.",
        "content": {"text/plain": {"schema": {"type": "string"}}, SVG: {"schema": {"type": "string"}}},
    }
}


class DiagramSummary(BaseModel):
    name: str
    title: str
    description: str
    source: str = Field(description="The code the diagram is generated from.")


class DiagramOut(DiagramSummary):
    mermaid: str = Field(description="Mermaid flowchart text (with the path highlighted, if any).")
    path: list[str] = Field(description="The nodes a run went through, in order; empty for a workflow's diagram.")
    current: str | None = Field(description="Where that run is now.")


def _summary(diagram: Diagram) -> DiagramSummary:
    return DiagramSummary(
        name=diagram.name, title=diagram.title, description=diagram.description, source=diagram.source
    )


def _chosen(format: DiagramFormat | None, request: Request) -> DiagramFormat:
    if format is not None:
        return format
    accept = request.headers.get("accept", "")
    if SVG in accept:
        return "svg"
    return "mermaid" if "text/vnd.mermaid" in accept or "text/plain" in accept else "json"


def _answer(diagram: Diagram, format: DiagramFormat, path: list[str]) -> Response | DiagramOut:
    if format == "svg":
        return Response(to_svg(diagram), media_type=SVG)
    if format == "mermaid":
        return PlainTextResponse(to_mermaid(diagram))
    return DiagramOut(**_summary(diagram).model_dump(), mermaid=to_mermaid(diagram), path=path, current=diagram.current)


@router.get("/v1/diagrams", response_model=list[DiagramSummary])
def list_diagrams(_tenant: TenantDep) -> list[DiagramSummary]:
    """The workflows' diagrams: the research state machine, the planner loop, the schema design
    pipeline and the chat modes."""
    return [_summary(workflow_diagram(name)) for name in BUILDERS]


@router.get(
    "/v1/diagrams/{name}",
    response_model=DiagramOut,
    responses={**FORMATS, 404: {"description": "No diagram of that name (the reason lists the names)."}},
)
def read_diagram(
    name: str,
    request: Request,
    _tenant: TenantDep,
    format: Annotated[DiagramFormat | None, FORMAT] = None,
) -> Response | DiagramOut:
    """One workflow's diagram, generated from its code."""
    if name not in BUILDERS:
        raise HTTPException(status.HTTP_404_NOT_FOUND, f"No diagram {name!r}; there are: {', '.join(BUILDERS)}.")
    return _answer(workflow_diagram(name), _chosen(format, request), [])


@router.get("/v1/research-requests/{request_id}/diagram", response_model=DiagramOut, responses=FORMATS)
async def read_request_diagram(
    row: RequestDep,
    request: Request,
    settings: SettingsDep,
    format: Annotated[DiagramFormat | None, FORMAT] = None,
) -> Response | DiagramOut:
    """The research state machine with this request's path highlighted: the transitions its
    audit holds, and the state it is in now."""
    transitions = await run_in_threadpool(research_store.transitions, settings.resolved_database_url, row.id)
    steps = request_steps((t.from_state, t.to_state) for t in transitions)
    diagram = workflow_diagram(RESEARCH).with_path(steps)
    path = [steps[0][0], *(target for _, target in steps)] if steps else []
    return await run_in_threadpool(_answer, diagram, _chosen(format, request), path)
