// The operator's categories, read once when the Vote tab opens; none when the board has none (or
// they could not be read: the board works without them).
import { useEffect, useState } from "react";
import { listCategories, type CategoryView } from "../api/voting-api.ts";

export function useCategories(): CategoryView[] {
  const [categories, setCategories] = useState<CategoryView[]>([]);
  useEffect(() => {
    let current = true;
    void listCategories().then((result) => {
      if (current && result.ok) setCategories(result.value.categories);
    });
    return () => {
      current = false;
    };
  }, []);
  return categories;
}
