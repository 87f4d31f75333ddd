/**
 * Named, idempotent, resumable data migrations (`npm run migrate`; docs/decisions.md "Admin lists at
 * scale"). A migration visits the whole table a Scan page at a time and answers the items to put;
 * the runner writes them, then records where it stopped and the migration's state in the table
 * (MIGRATION / {name}), so a run that stops resumes there, and a finished one is not run again.
 */
import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";

/** What a migration keeps between pages (and across a resumed run): plain JSON. */
export type MigrationState = Record<string, unknown>;

export interface Migration {
  /** Stable: the progress item is keyed by it. */
  name: string;
  description: string;
  /**
   * The items to put for one Scan page; `state` may be changed (it is saved with the cursor). A
   * migration that writes by other means (the search re-index) does so here, and not in a dry run.
   */
  visit(
    items: Record<string, unknown>[],
    state: MigrationState,
    run: { dryRun: boolean },
  ): object[] | Promise<object[]>;
  /** The items to put once every page is visited (e.g. totals counted on the way). */
  finish(state: MigrationState): object[];
}

export interface MigrationTarget {
  client: DynamoDBDocumentClient;
  tableName: string;
}
