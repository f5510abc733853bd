"""Domain knowledge the prompts carry (DD-7): the pillars and modules of the catalogue."""

from __future__ import annotations

PILLAR_MODULE_MAP: dict[str, list[str]] = {
    "Financials": ["General Ledger", "Payables", "Receivables", "Fixed Assets", "Cash Management"],
    "Procurement": ["Purchasing", "Supplier Management", "Sourcing"],
    "Human Capital Management": ["Core HR", "Payroll", "Absence Management", "Recruiting"],
    "Supply Chain Management": ["Inventory", "Order Management", "Shipping"],
    "Quality Assurance": ["Discovery", "Test Design", "Test Execution", "Defect Management"],
    "Platform": ["Notifications", "Data Integration", "Configuration", "Reporting"],
}


def is_known_module(pillar: str, module: str) -> bool:
    return module in PILLAR_MODULE_MAP.get(pillar, [])
