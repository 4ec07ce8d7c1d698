package dev.autopilot.playwright.internal.session;

import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;

/**
 * The thread a browser and its sessions belong to. Playwright objects may only be used from the
 * thread that created them; a call from another thread fails at once with {@link
 * ErrorCode#BROWSER_WRONG_THREAD} and a message that says what to do, instead of corrupting the
 * driver connection or failing later with an obscure error. Immutable and thread-safe.
 */
public final class ThreadOwner {
  private final Thread owner;
  private final String what;

  private ThreadOwner(Thread owner, String what) {
    this.owner = owner;
    this.what = what;
  }

  /**
   * The current thread owns it.
   *
   * @param what names the owned object in messages, such as {@code PlaywrightBrowserSession pw-3}
   * @return the owner record
   */
  public static ThreadOwner current(String what) {
    return new ThreadOwner(Thread.currentThread(), what);
  }

  /** {@return whether the current thread is the owner} */
  public boolean isOwner() {
    return Thread.currentThread() == owner;
  }

  /**
   * Returns when the current thread is the owner.
   *
   * @param operation the method called, named in the message
   * @throws BrowserException with {@link ErrorCode#BROWSER_WRONG_THREAD} otherwise
   */
  public void check(String operation) {
    Thread current = Thread.currentThread();
    if (current != owner) {
      throw new BrowserException(ErrorCode.BROWSER_WRONG_THREAD, what + " belongs to thread '" + owner.getName() + "' but " + operation
          + " was called on thread '" + current.getName() + "'. Playwright objects are not thread-safe: open the browser and its sessions "
          + "on the thread that uses them, for example with PlaywrightBrowserPool, whose newSession() gives each thread its own browser connection.",
          null, operation, null, null);
    }
  }

  /** {@return the owning thread's name} */
  public String ownerName() {
    return owner.getName();
  }
}
