import { useEffect, useState } from "react";
import { categoriesRequest, type OperatorCategory } from "./api.ts";

/** The board's categories, read again whenever `version` changes (after any change in the section). */
export function useOperatorCategories(accessToken: string, version: number): { categories: OperatorCategory[]; error: string | null } {
  const [categories, setCategories] = useState<OperatorCategory[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void categoriesRequest(accessToken).then((result) => {
      if (!current) return;
      if (result.ok) setCategories(result.value);
      setError(result.ok ? null : result.message);
    });
    return () => {
      current = false;
    };
  }, [accessToken, version]);
  return { categories, error };
}
