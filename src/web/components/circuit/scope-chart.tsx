// The scope's plot (uPlot): voltage (purple, V) and current (teal, mA) over time, played back in real
// time on the simulation's time stamps, with a hover/touch tooltip in docs/product.md's units and colours.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ProbeData } from '../../../engine/index';
import { formatCurrent, formatTime, formatVoltage, samplesShown, SCOPE_CURRENT_COLOUR, SCOPE_VOLTAGE_COLOUR } from './scope-format';
import styles from './scope-panel.module.css';

export function ScopeChart({ data }: { data: ProbeData }) {
  const box = useRef<HTMLDivElement>(null);
  const tip = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = box.current;
    const tooltip = tip.current;
    if (!host || !tooltip) return;
    const hasV = data.vdiff.some((v) => v !== null);
    const hasI = data.current.some((i) => i !== null);
    const milliamps = data.current.map((i) => (i === null ? null : i * 1000));
    const full: uPlot.AlignedData = [data.time, ...(hasV ? [data.vdiff] : []), ...(hasI ? [milliamps] : [])];
    const end = data.time.at(-1) ?? 0;
    const series: uPlot.Series[] = [{}];
    if (hasV) series.push({ label: 'Voltage', scale: 'V', stroke: SCOPE_VOLTAGE_COLOUR, width: 2.5 });
    if (hasI) series.push({ label: 'Current', scale: 'mA', stroke: SCOPE_CURRENT_COLOUR, width: 2.5 });
    const axisStyle = { stroke: '#5c6b86', grid: { stroke: '#e3e8f3', width: 1 }, ticks: { stroke: '#d7ddea', width: 1 }, font: '11px system-ui' };

    const plot = new uPlot(
      {
        width: host.clientWidth,
        height: 160,
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { size: 7 } },
        scales: {
          x: { time: false, range: [0, Math.max(end, 0.1)] },
          V: { range: (_u, min, max) => padded(min, max) },
          mA: { range: (_u, min, max) => padded(min, max) },
        },
        axes: [
          { ...axisStyle, values: (_u, ticks) => ticks.map((t) => `${t}s`) },
          ...(hasV ? [{ ...axisStyle, scale: 'V', stroke: SCOPE_VOLTAGE_COLOUR, values: (_u: uPlot, ticks: number[]) => ticks.map((t) => `${t}V`) }] : []),
          ...(hasI ? [{ ...axisStyle, scale: 'mA', side: 1 as const, grid: { show: false }, stroke: SCOPE_CURRENT_COLOUR, values: (_u: uPlot, ticks: number[]) => ticks.map((t) => `${t}mA`) }] : []),
        ],
        series,
        hooks: {
          setCursor: [
            (u) => {
              const idx = u.cursor.idx;
              if (idx === null || idx === undefined || u.cursor.left === undefined || u.cursor.left < 0) {
                tooltip.hidden = true;
                return;
              }
              const lines = [`<span>${formatTime(data.time[idx])}</span>`];
              const v = data.vdiff[idx];
              const i = data.current[idx];
              if (hasV && v !== null) lines.push(`<span style="color:${SCOPE_VOLTAGE_COLOUR}">${formatVoltage(v)}</span>`);
              if (hasI && i !== null) lines.push(`<span style="color:${SCOPE_CURRENT_COLOUR}">${formatCurrent(i)}</span>`);
              tooltip.innerHTML = lines.join('');
              tooltip.hidden = false;
              const left = Math.min(u.cursor.left + u.bbox.left / devicePixelRatio, host.clientWidth - tooltip.offsetWidth);
              tooltip.style.transform = `translate(${Math.max(0, left)}px, 0)`;
            },
          ],
        },
      },
      full.map((column) => column.slice(0, 1)) as uPlot.AlignedData,
      host,
    );

    // Touch: move the cursor under the finger (uPlot follows the mouse only).
    const onTouch = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch) return;
      const rect = plot.over.getBoundingClientRect();
      plot.setCursor({ left: touch.clientX - rect.left, top: touch.clientY - rect.top });
    };
    plot.over.addEventListener('touchstart', onTouch, { passive: true });
    plot.over.addEventListener('touchmove', onTouch, { passive: true });

    // Real-time playback: draw the samples whose time stamp has passed.
    const started = performance.now();
    let frame = 0;
    let shown = 0;
    const tick = () => {
      const count = samplesShown(data.time, (performance.now() - started) / 1000);
      if (count !== shown) {
        shown = count;
        plot.setData(full.map((column) => column.slice(0, count)) as uPlot.AlignedData, false);
        plot.redraw();
      }
      if (count < data.time.length) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);

    const resize = new ResizeObserver(() => plot.setSize({ width: host.clientWidth, height: 160 }));
    resize.observe(host);
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      plot.destroy();
    };
  }, [data]);

  return (
    <div className={styles.chart}>
      <div ref={tip} className={styles.tooltip} hidden role="status" />
      <div ref={box} className={styles.plot} />
    </div>
  );
}

function padded(min: number | null, max: number | null): uPlot.Range.MinMax {
  const lo = Math.min(0, min ?? 0);
  const hi = Math.max(max ?? 1, lo + 1);
  return [lo, hi * 1.1];
}
