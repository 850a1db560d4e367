// The oscilloscope-like panel (docs/product.md "Screens", Scope panel): collapsed behind a small button; open,
// it plots the probe's voltage and current over time, or says 'No data available' and how to get some.
// The plot (uPlot) loads only once a probe gives data, so exercises without a probe never fetch it
// (docs/performance.md). Opening it brings the whole panel into view; a screen with a sticky dock gives
// the panel a scroll-margin-bottom as tall as the dock, so the plot lands above it, not under it.
import { lazy, memo, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Activity, ChevronDown } from 'lucide-react';
import type { ProbeData } from '../../../engine/index';
import { hasScopeData, SCOPE_CURRENT_COLOUR, SCOPE_VOLTAGE_COLOUR } from './scope-format';
import styles from './scope-panel.module.css';

const loadChart = () => import('./scope-chart');
const ScopeChart = lazy(async () => ({ default: (await loadChart()).ScopeChart }));

export const ScopePanel = memo(function ScopePanel({ data, defaultOpen = false }: { data: ProbeData | null; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const ready = hasScopeData(data);
  const panel = useRef<HTMLElement>(null);
  const body = useRef<HTMLDivElement>(null);
  // Opened: scroll it into view, and again while the plot loads and grows (for a moment only, so a
  // learner scrolling away later is not pulled back).
  useEffect(() => {
    if (!open || !panel.current || !body.current) return;
    const bringIntoView = () => panel.current?.scrollIntoView?.({ block: 'nearest' });
    bringIntoView();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(bringIntoView);
    observer.observe(body.current);
    const stop = setTimeout(() => observer.disconnect(), 1500);
    return () => {
      clearTimeout(stop);
      observer.disconnect();
    };
  }, [open]);
  // Fetch the plot as soon as there is something to plot, so opening the panel does not wait for it.
  useEffect(() => {
    if (ready) void loadChart();
  }, [ready]);
  return (
    <section ref={panel} className={[styles.panel, open ? styles.open : ''].join(' ')} aria-label="Scope">
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <Activity aria-hidden="true" />
        {open ? 'Hide scope' : 'Show scope'}
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </button>
      {open && (
        <div id={id} ref={body} className={styles.body}>
          {ready ? (
            <>
              <p className={styles.legend}>
                {data.vdiff.some((v) => v !== null) && <span style={{ color: SCOPE_VOLTAGE_COLOUR }}>● Voltage (V)</span>}
                {data.current.some((i) => i !== null) && <span style={{ color: SCOPE_CURRENT_COLOUR }}>● Current (mA)</span>}
              </p>
              <Suspense fallback={<div className={styles.chartLoading}>Loading plot…</div>}>
                <ScopeChart data={data} />
              </Suspense>
            </>
          ) : (
            <div className={styles.empty}>
              <p>No data available</p>
              <p className={styles.howTo} data-testid="scope-how-to">
                The scope shows what a probe measures. Put a <strong>current probe</strong> into the loop, in line with the parts, to see
                the current; put the <strong>+ and − voltage probes</strong> on either side of a part to see the voltage across it.
              </p>
            </div>
          )}
        </div>
      )}
    </section>
  );
});
