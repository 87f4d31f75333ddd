import { uiText } from "../../core/ui-text";
import type { ListLoad } from "../admin-ui/use-admin-list";
import { Loader } from "../ui/Loader";

/** A dashboard list's loader, its Try again button after a failure, or the empty-list line. */
export function ListStatus<Row>({
  load,
  onRetry,
  empty = uiText.emptyRecord,
}: {
  load: ListLoad<Row>;
  onRetry(): void;
  /** The empty-list line, when a list has a plainer one than the spec's. */
  empty?: string;
}) {
  return (
    <>
      {load.status === "loading" && <Loader />}
      {load.status === "error" && (
        <button type="button" className="vh-btn vh-btn--outline db-btn" onClick={onRetry}>
          Try again
        </button>
      )}
      {load.status === "ready" && load.rows.length === 0 && <p className="db-empty">{empty}</p>}
    </>
  );
}

/** A panel's "We could not load {what}." line with its Try again button. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry(): void }) {
  return (
    <p className="db-row">
      We could not load {what}.{" "}
      <button type="button" className="vh-btn vh-btn--outline" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}

/**
 * A row's decision: the primary "yes" button (left out when `onYes` is absent) and the outline "no"
 * button, both disabled while the row's action runs.
 */
export function DecisionButtons(props: {
  yes: string;
  no: string;
  busy: boolean;
  onYes?(): void;
  onNo(): void;
}) {
  const button = (label: string, look: "primary" | "outline", onClick: () => void) => (
    <button type="button" className={`vh-btn vh-btn--${look} db-btn`} disabled={props.busy} onClick={onClick}>
      {label}
    </button>
  );
  return (
    <>
      {props.onYes && button(props.yes, "primary", props.onYes)}
      {button(props.no, "outline", props.onNo)}
    </>
  );
}
