// The operator's categories, one item each in their own small table (at most 20, read whole by a
// Scan), and a suggestion's category. A suggestion names its category by id; a category's removal
// clears that id from its suggestions, and any id no longer listed reads as none meanwhile.
import { DeleteCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { adminBoardMessages as admin, boardMessages as board, votingMessages } from "../messages/index.ts";
import { isConditionFailure } from "../db/index.ts";
import { categoryLimits, type CategoryInput, type CategoryView } from "./categories.ts";
import { changeRecorder, type OperatorOutcome } from "./moderation.ts";
import type { BoardTables, Listing, Suggestion } from "./records.ts";
import { conditionFailed, transact } from "../db/transact.ts";
import { scanAll } from "../db/pages.ts";

export interface BoardCategory extends CategoryView {
  /** Its place in the filter and the form, first = 0. */
  position: number;
  created_at: string;
  updated_at: string;
}

/** A category named in a request that is not (or no longer) on the board. */
export class UnknownCategoryError extends Error {
  override name = "UnknownCategoryError";
}

const refused = (status: 400 | 404 | 409, message: string): OperatorOutcome => ({ ok: false, status, message });
const unknownCategory = refused(400, board.unknownCategory);
const byPosition = (a: BoardCategory, b: BoardCategory) => a.position - b.position || a.created_at.localeCompare(b.created_at);
const sameName = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" }) === 0;

/** The transaction item that holds only while the category exists. */
export const categoryExists = (table: string, id: string) => ({
  ConditionCheck: { TableName: table, Key: { id }, ConditionExpression: "attribute_exists(id)" },
});

interface BoardCategorySources {
  get: (id: string) => Promise<Suggestion | undefined>;
  /** Every suggestion of a listing: a removed category is cleared from each that had it. */
  listAll: (listing: Listing) => Promise<Suggestion[]>;
  /** Runs after every change, so this process's caches show it at once. */
  onChange: () => void;
}

export function createBoardCategories(db: DynamoDBDocumentClient, tables: BoardTables, { get, listAll, onChange }: BoardCategorySources) {
  const changed = changeRecorder(onChange);

  async function list(): Promise<BoardCategory[]> {
    return (await scanAll<BoardCategory>(db, { TableName: tables.categories, ConsistentRead: true })).sort(byPosition);
  }

  const nameTaken = (categories: BoardCategory[], name: string, except?: string) =>
    categories.some((category) => category.id !== except && sameName(category.name, name));

  /** Clears a removed category from every suggestion that had it (a suggestion recategorised meanwhile keeps its new one). */
  async function uncategorise(categoryId: string): Promise<number> {
    const listings: Listing[] = ["community", "pending", "hidden"];
    const had = (await Promise.all(listings.map(listAll))).flat().filter((suggestion) => suggestion.category_id === categoryId);
    const cleared = await Promise.all(
      had.map(async (suggestion) => {
        try {
          await db.send(
            new UpdateCommand({
              TableName: tables.suggestions,
              Key: { id: suggestion.id },
              UpdateExpression: "REMOVE category_id",
              ConditionExpression: "category_id = :category",
              ExpressionAttributeValues: { ":category": categoryId },
            }),
          );
          return 1;
        } catch (error) {
          if (isConditionFailure(error)) return 0;
          throw error;
        }
      }),
    );
    return cleared.reduce((sum: number, one) => sum + one, 0);
  }

  return {
    list,

    async create(actor: string, { name, colour }: CategoryInput, now: Date): Promise<OperatorOutcome> {
      const categories = await list();
      if (categories.length >= categoryLimits.max) return refused(409, admin.tooManyCategories);
      if (nameTaken(categories, name)) return refused(409, admin.categoryNameTaken(name));
      const category: BoardCategory = {
        id: crypto.randomUUID(),
        name,
        colour,
        position: Math.max(-1, ...categories.map((each) => each.position)) + 1,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      };
      await db.send(new PutCommand({ TableName: tables.categories, Item: category, ConditionExpression: "attribute_not_exists(id)" }));
      return changed(actor, "category.create", now, { detail: { category_id: category.id, name, colour } });
    },

    /** Renames and recolours a category. */
    async update(actor: string, id: string, { name, colour }: CategoryInput, now: Date): Promise<OperatorOutcome> {
      const categories = await list();
      const before = categories.find((category) => category.id === id);
      if (!before) return refused(404, board.unknownCategory);
      if (nameTaken(categories, name, id)) return refused(409, admin.categoryNameTaken(name));
      try {
        await db.send(
          new UpdateCommand({
            TableName: tables.categories,
            Key: { id },
            UpdateExpression: "SET #name = :name, colour = :colour, updated_at = :at",
            ConditionExpression: "attribute_exists(id)",
            ExpressionAttributeNames: { "#name": "name" },
            ExpressionAttributeValues: { ":name": name, ":colour": colour, ":at": now.toISOString() },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        return refused(404, board.unknownCategory);
      }
      return changed(actor, "category.update", now, {
        detail: { category_id: id, from_name: before.name, name, from_colour: before.colour, colour },
      });
    },

    /** `ids` is every category, first to last: a list that misses or adds one was made from a stale page. */
    async reorder(actor: string, ids: string[], now: Date): Promise<OperatorOutcome> {
      const categories = await list();
      const known = new Set(categories.map((category) => category.id));
      if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
        return refused(409, admin.categoryOrderStale);
      if (ids.length === 0) return changed(actor, "category.reorder", now, { detail: { order: "" } });
      const cancelled = await transact(
        db,
        ids.map((id, position) => ({
          Update: {
            TableName: tables.categories,
            Key: { id },
            UpdateExpression: "SET #position = :position",
            ConditionExpression: "attribute_exists(id)",
            ExpressionAttributeNames: { "#position": "position" },
            ExpressionAttributeValues: { ":position": position },
          },
        })),
      );
      if (cancelled) {
        if (cancelled.some((_, index) => conditionFailed(cancelled, index))) return refused(409, admin.categoryOrderStale);
        throw new Error(`Category order cancelled: ${cancelled.join(", ")}`);
      }
      return changed(actor, "category.reorder", now, { detail: { order: ids.join(",") } });
    },

    /** Removes the category, then clears it from its suggestions: they become uncategorised, nothing else changes. */
    async remove(actor: string, id: string, now: Date): Promise<OperatorOutcome> {
      const { Attributes: removed } = await db.send(
        new DeleteCommand({ TableName: tables.categories, Key: { id }, ReturnValues: "ALL_OLD" }),
      );
      if (!removed) return refused(404, board.unknownCategory);
      // Off this process's lists at once, while its suggestions are cleared.
      onChange();
      const uncategorised = await uncategorise(id);
      return changed(actor, "category.delete", now, { detail: { category_id: id, name: String(removed.name), uncategorised } });
    },

    /** The operator's recategorising of a suggestion (predefined tools have none); null clears it. */
    async setCategory(actor: string, suggestionId: string, categoryId: string | null, now: Date): Promise<OperatorOutcome> {
      const suggestion = await get(suggestionId);
      if (!suggestion) return refused(404, votingMessages.unknownSuggestion);
      if (suggestion.listing === "predefined") return refused(409, admin.predefinedNotCategorised);
      const update = {
        TableName: tables.suggestions,
        Key: { id: suggestionId },
        ConditionExpression: "attribute_exists(listing)",
        ...(categoryId === null
          ? { UpdateExpression: "REMOVE category_id" }
          : { UpdateExpression: "SET category_id = :category", ExpressionAttributeValues: { ":category": categoryId } }),
      };
      const cancelled = await transact(
        db,
        categoryId === null ? [{ Update: update }] : [{ Update: update }, categoryExists(tables.categories, categoryId)],
      );
      if (cancelled) {
        if (conditionFailed(cancelled, 1)) return unknownCategory;
        if (conditionFailed(cancelled, 0)) return refused(404, votingMessages.unknownSuggestion);
        throw new Error(`Recategorising cancelled: ${cancelled.join(", ")}`);
      }
      return changed(actor, "suggestion.category", now, {
        suggestion_id: suggestionId,
        detail: { from: suggestion.category_id ?? "none", to: categoryId ?? "none" },
      });
    },
  };
}
export type BoardCategories = ReturnType<typeof createBoardCategories>;
