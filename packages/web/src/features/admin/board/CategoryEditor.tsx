import { useRef, useState } from "react";
import { CategoryChip } from "../../../ui/CategoryChip.tsx";
import { AdminError } from "../components/AdminError.tsx";
import { SubmitAndCancel } from "../components/FormActions.tsx";
import { useAction } from "../use-action.ts";
import {
  createCategoryRequest,
  deleteCategoryRequest,
  reorderCategoriesRequest,
  updateCategoryRequest,
  type OperatorCategory,
} from "./api.ts";
import { CategoryFields } from "./CategoryFields.tsx";
import { ConfirmDelete } from "./ConfirmDelete.tsx";
import { colourLabel } from "./category-colours.ts";
import { plural } from "./labels.ts";

interface CategoryEditorProps {
  accessToken: string;
  categories: OperatorCategory[];
  onChanged: (notice: string) => void;
}

/** The board's categories: added, renamed and recoloured, put in order, removed. */
export function CategoryEditor({ accessToken, categories, onChanged }: CategoryEditorProps) {
  const adding = useAction();
  const ordering = useAction();
  // Remounted after each addition, so the form starts empty again.
  const [added, setAdded] = useState(0);

  function move(index: number, by: -1 | 1) {
    const to = index + by;
    if (ordering.busy || to < 0 || to >= categories.length) return;
    const ids = categories.map((category) => category.id);
    [ids[index], ids[to]] = [ids[to]!, ids[index]!];
    const moved = categories[index]!;
    void ordering.run(
      () => reorderCategoriesRequest(accessToken, ids),
      () => onChanged(`Moved “${moved.name}” ${by < 0 ? "up" : "down"}.`),
    );
  }

  return (
    <>
      <p className="admin-muted">
        Visitors filter the board by category and may pick one when they suggest. Each category shows its name in its colour. Removing a
        category leaves its suggestions on the board, uncategorised.
      </p>
      {categories.length === 0 ? (
        <p className="admin-muted">No categories yet.</p>
      ) : (
        <ol className="admin-rows category-rows">
          {categories.map((category, index) => (
            <CategoryRow
              key={category.id}
              accessToken={accessToken}
              category={category}
              first={index === 0}
              last={index === categories.length - 1}
              busy={ordering.busy}
              onMove={(by) => move(index, by)}
              onChanged={onChanged}
            />
          ))}
        </ol>
      )}
      <AdminError error={ordering.error} />
      <h3 className="category-add-title">Add a category</h3>
      <CategoryFields
        key={added}
        label="Add a category"
        initial={{ name: "", colour: "blue" }}
        busy={adding.busy}
        onSubmit={(category) =>
          void adding.run(
            () => createCategoryRequest(accessToken, category),
            () => {
              setAdded((count) => count + 1);
              onChanged(`Added the category “${category.name}” (${colourLabel(category.colour)}).`);
            },
          )
        }
      >
        <button type="submit" className="button button-primary button-small" aria-disabled={adding.busy || undefined}>
          {adding.busy ? "Adding…" : "Add category"}
        </button>
      </CategoryFields>
      <AdminError error={adding.error} />
    </>
  );
}

interface CategoryRowProps {
  accessToken: string;
  category: OperatorCategory;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onChanged: (notice: string) => void;
}

function CategoryRow({ accessToken, category, first, last, busy, onMove, onChanged }: CategoryRowProps) {
  const [editing, setEditing] = useState(false);
  const saving = useAction();
  const editButton = useRef<HTMLButtonElement>(null);

  function stopEditing() {
    setEditing(false);
    saving.clearError();
    requestAnimationFrame(() => editButton.current?.focus());
  }

  return (
    <li className="admin-row category-row">
      <div className="admin-row-main">
        <CategoryChip category={category} />
        <span className="admin-row-meta"> {colourLabel(category.colour)}</span>
      </div>
      <div className="admin-actions">
        {/* aria-disabled, not disabled: a button keeps its focus while its row moves. */}
        <button
          type="button"
          className="button button-secondary button-small"
          aria-disabled={first || busy || undefined}
          aria-label={`Move up: “${category.name}”`}
          onClick={() => !first && onMove(-1)}
        >
          Move up
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          aria-disabled={last || busy || undefined}
          aria-label={`Move down: “${category.name}”`}
          onClick={() => !last && onMove(1)}
        >
          Move down
        </button>
        <button
          type="button"
          ref={editButton}
          className="button button-secondary button-small"
          aria-expanded={editing}
          aria-label={`Edit “${category.name}”…`}
          onClick={() => (editing ? stopEditing() : setEditing(true))}
        >
          Edit…
        </button>
        <ConfirmDelete
          subject={`the category “${category.name}”`}
          question={`Delete the category “${category.name}”? Its suggestions stay on the board, uncategorised.`}
          request={() => deleteCategoryRequest(accessToken, category.id)}
          onDeleted={(change) =>
            onChanged(
              `Deleted the category “${category.name}”. ${plural(Number(change.detail.uncategorised ?? 0), "suggestion is", "suggestions are")} now uncategorised.`,
            )
          }
        />
      </div>
      {editing && (
        <div className="board-tool">
          <CategoryFields
            label={`Rename or recolour “${category.name}”`}
            initial={{ name: category.name, colour: category.colour }}
            busy={saving.busy}
            onSubmit={(changed) =>
              void saving.run(
                () => updateCategoryRequest(accessToken, category.id, changed),
                () => {
                  setEditing(false);
                  onChanged(`Saved the category “${changed.name}” (${colourLabel(changed.colour)}).`);
                },
              )
            }
          >
            <SubmitAndCancel busy={saving.busy} label="Save category" busyLabel="Saving…" onCancel={stopEditing} />
          </CategoryFields>
          <AdminError error={saving.error} />
        </div>
      )}
    </li>
  );
}
