import type { CancelClosedView } from "./cutoff-view";
import { Icon } from "./Icon";

/** Inside the cancel cut-off: when online cancelling closed, and the practice's number to tap and call. */
export function CancelClosed({ view }: { view: CancelClosedView }) {
  return (
    <div className="bm-closed">
      <p className="bm-closed__reason">{view.sentence}</p>
      <p className="bm-closed__call">
        {view.phone ? (
          <>
            To cancel, please call the practice on{" "}
            <a className="bm-link bm-nowrap" href={view.phone.href}>
              <Icon name="phone" />
              {view.phone.text}
            </a>
            .
          </>
        ) : (
          view.call
        )}
      </p>
    </div>
  );
}
