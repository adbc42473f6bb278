import { useEffect, useState } from "react";
import { predefinedToolsRequest, type OperatorCategory, type OperatorSuggestion } from "./api.ts";
import { SuggestionRow } from "./SuggestionRow.tsx";
import { AdminError } from "../components/AdminError.tsx";

/** The Vote tab's four predefined tools: each takes a status and a public reply like any suggestion. */
export function PredefinedToolList({
  accessToken,
  categories,
  version,
  onChanged,
}: {
  accessToken: string;
  categories: OperatorCategory[];
  version: number;
  onChanged: (notice: string) => void;
}) {
  const [tools, setTools] = useState<OperatorSuggestion[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void predefinedToolsRequest(accessToken).then((result) => {
      if (!current) return;
      setError(result.ok ? null : result.message);
      if (result.ok) setTools(result.value);
    });
    return () => {
      current = false;
    };
  }, [accessToken, version]);

  return (
    <>
      <AdminError error={error} />
      <ul className="admin-rows" aria-label="Predefined tools">
        {tools.map((tool) => (
          <SuggestionRow
            key={tool.id}
            accessToken={accessToken}
            suggestion={tool}
            categories={categories}
            version={version}
            onChanged={onChanged}
          />
        ))}
      </ul>
    </>
  );
}
