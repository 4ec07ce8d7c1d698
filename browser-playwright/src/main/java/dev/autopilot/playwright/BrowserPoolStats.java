package dev.autopilot.playwright;

/**
 * What a {@link PlaywrightBrowserPool} did so far, read at one moment. Immutable.
 *
 * @param workers the pool's worker threads (its bound on concurrent runs)
 * @param browsers browsers open right now (workers' and threads' own)
 * @param launched browsers launched or connected since the pool started
 * @param recycled browsers closed because they had served their quota of runs
 * @param replaced browsers dropped because they died, crashed or failed a health check
 * @param runs runs the workers finished (whatever their result)
 * @param failedStarts runs that never started because no browser or session could be had
 * @param queued runs waiting: for a free worker or for their lane
 * @param running runs running now
 */
public record BrowserPoolStats(int workers, int browsers, long launched, long recycled, long replaced, long runs,
    long failedStarts, int queued, int running) {}
