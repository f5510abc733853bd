"""The validated execution's activities: the provider's answer and the judge."""
