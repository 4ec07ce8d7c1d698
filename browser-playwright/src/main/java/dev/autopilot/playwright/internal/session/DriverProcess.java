package dev.autopilot.playwright.internal.session;

import com.microsoft.playwright.Playwright;
import java.lang.reflect.Field;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Playwright driver process behind a {@link Playwright}, and the only way to end a call that
 * hangs in it from another thread: Playwright objects may not be used concurrently, but ending
 * the driver process is an operating-system act that needs none of them. The blocked call then
 * fails at once ("connection closed"), and the browsers the driver launched quit with it.
 *
 * <p>Playwright for Java keeps the process in a private field; when a Playwright version does
 * not, {@link #of} finds nothing and ending is not possible. Thread-safe.
 */
public final class DriverProcess {
  private static final Logger LOG = LoggerFactory.getLogger(DriverProcess.class);
  private static final long GRACE_MILLIS = 2_000;

  private final Process process;

  private DriverProcess(Process process) {
    this.process = process;
  }

  /**
   * The driver process of this Playwright, when it can be found.
   *
   * @param playwright a Playwright instance this process started
   * @return its driver process, or empty when Playwright's internals do not reveal it
   */
  public static Optional<DriverProcess> of(Playwright playwright) {
    for (Class<?> c = playwright.getClass(); c != null; c = c.getSuperclass()) {
      try {
        Field field = c.getDeclaredField("driverProcess");
        field.setAccessible(true);
        Object value = field.get(playwright);
        return value instanceof Process p ? Optional.of(new DriverProcess(p)) : Optional.empty();
      } catch (NoSuchFieldException e) {
        // look in the superclass
      } catch (ReflectiveOperationException | RuntimeException e) {
        LOG.debug("cannot reach the Playwright driver process: {}", e.toString());
        return Optional.empty();
      }
    }
    return Optional.empty();
  }

  /**
   * Ends the driver and the processes it started (browsers): politely first, forcibly after a
   * grace of two seconds. Returns once they are gone or the grace is over.
   */
  public void end() {
    List<ProcessHandle> children = process.descendants().toList();
    process.destroy();
    try {
      if (!process.waitFor(GRACE_MILLIS, TimeUnit.MILLISECONDS)) {
        process.destroyForcibly();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      process.destroyForcibly();
    }
    for (ProcessHandle child : children) {
      if (child.isAlive()) {
        child.destroyForcibly();
      }
    }
  }

  /** {@return the processes the driver started (the browser and its helpers), as they are now} */
  public List<ProcessHandle> descendants() {
    return process.descendants().toList();
  }

  /** {@return whether the driver is still running} */
  public boolean isAlive() {
    return process.isAlive();
  }
}
