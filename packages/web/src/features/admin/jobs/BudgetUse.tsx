import { useEffect, useState } from "react";
import type { ModelBudgetUse } from "@ai-leaders/core/jobs";
import { AdminError } from "../components/AdminError.tsx";
import { budgetRequest } from "./api.ts";
import { budgetText } from "./labels.ts";

/** Today's model tokens, site-wide, against AI_DAILY_BUDGET: the operator sees the ceiling coming. */
export function BudgetUse({ accessToken }: { accessToken: string }) {
  const [use, setUse] = useState<ModelBudgetUse | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void budgetRequest(accessToken).then((result) => {
      if (!current) return;
      if (result.ok) setUse(result.value);
      else setError(result.message);
    });
    return () => {
      current = false;
    };
  }, [accessToken]);

  if (error) return <AdminError error={error} />;
  if (!use) return null;
  const usedUp = use.daily_tokens !== null && use.used_tokens >= use.daily_tokens;
  return (
    <p className="admin-budget">
      <strong>Model use:</strong> {budgetText(use)}.{usedUp && " The budget is used up: new reports are rule-based until midnight UTC."}
    </p>
  );
}
