/**
 * Reads a game's options schema into plain field descriptions for a create form, so the
 * page builds its form from the same schema the server checks. Titles and one-line
 * explanations come from valibot's `title` and `description` actions on each field.
 */
import * as v from "valibot";

export type OptionField =
  | { key: string; title: string; description: string; kind: "boolean"; default: boolean }
  | { key: string; title: string; description: string; kind: "choice"; default: string; choices: string[]; choiceLabels?: Record<string, string> }
  | { key: string; title: string; description: string; kind: "number"; default: number | null; min?: number; max?: number; optional?: boolean }
  | { key: string; title: string; description: string; kind: "other"; default: unknown };

type AnySchema = v.GenericSchema & { type: string; wrapped?: AnySchema; options?: unknown[]; pipe?: unknown[]; entries?: Record<string, AnySchema> };

export function optionFields(schema: v.GenericSchema): OptionField[] {
  const entries = (schema as AnySchema).entries;
  if (!entries) return [];
  return Object.entries(entries).map(([key, field]) => describeField(key, field));
}

function describeField(key: string, field: AnySchema): OptionField {
  const outer = field.type === "optional" && field.wrapped ? field.wrapped : field;
  const inner = valueShape(outer);
  const shape = inner.type === "union" ? ((inner.options as AnySchema[]).find((o) => o.type === "picklist") ?? inner) : inner;
  // Titles may sit on the field's pipe or, for a nullable field, on the value's own pipe.
  const titled = v.getTitle(outer as never) !== undefined ? outer : inner;
  const title = v.getTitle(titled as never) ?? key;
  const description = v.getDescription(titled as never) ?? "";
  const fallback = v.getDefault(field as never) as unknown;
  const meta = (v.getMetadata(titled as never) ?? {}) as { choiceLabels?: Record<string, string> };
  const base = { key, title, description };
  switch (shape.type) {
    case "boolean":
      return { ...base, kind: "boolean", default: fallback as boolean };
    case "picklist":
      return { ...base, kind: "choice", default: fallback as string, choices: (shape.options as string[]).slice(), ...(meta.choiceLabels ? { choiceLabels: meta.choiceLabels } : {}) };
    case "number": {
      const { min, max } = { ...bounds(outer), ...bounds(shape) };
      return { ...base, kind: "number", default: (fallback as number | undefined) ?? null, ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}), ...(fallback == null ? { optional: true } : {}) };
    }
    default:
      return { ...base, kind: "other", default: fallback };
  }
}

function unwrapOptional(field: AnySchema): AnySchema {
  let schema = field;
  while ((schema.type === "optional" || schema.type === "nullish" || schema.type === "nullable") && schema.wrapped) schema = schema.wrapped;
  return schema;
}

/** The value type under a titled pipe, e.g. `pipe(nullable(number), title(...))` → number. */
function valueShape(schema: AnySchema): AnySchema {
  const root = schema.pipe?.[0] as AnySchema | undefined;
  const base = root && root !== schema && root.type === schema.type ? root : schema;
  return base.type === "nullable" || base.type === "optional" || base.type === "nullish" ? unwrapOptional(base) : base;
}

function bounds(schema: AnySchema): { min?: number; max?: number } {
  const out: { min?: number; max?: number } = {};
  for (const action of (schema.pipe ?? []) as { type?: string; requirement?: unknown }[]) {
    if (action.type === "min_value") out.min = action.requirement as number;
    if (action.type === "max_value") out.max = action.requirement as number;
  }
  return out;
}
