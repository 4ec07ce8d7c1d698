package dev.autopilot.testkit;

import dev.autopilot.core.BrowserSession;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;

/**
 * What every browser contract of the kit shares: a {@link FixtureServer} on 127.0.0.1 for the
 * test class, and a fresh session per test, closed after it. Test classes built on it must not run
 * concurrently with each other (they share one fixture server per class through a static field).
 */
public abstract class BrowserContractSupport {

  private static @Nullable FixtureServer server;

  private @Nullable BrowserSession session;

  /**
   * A new session, on a blank page, for one test.
   *
   * @return a session no other test uses, asked for before each test; the kit closes it after
   *     the test. Not null
   */
  protected abstract BrowserSession newSession();

  @BeforeAll
  static void startFixtureServer() {
    server = FixtureServer.start();
  }

  @AfterAll
  static void stopFixtureServer() {
    FixtureServer s = server;
    server = null;
    if (s != null) {
      s.close();
    }
  }

  @BeforeEach
  final void openSession() {
    session = Objects.requireNonNull(newSession(), "newSession()");
  }

  @AfterEach
  final void closeSession() {
    BrowserSession s = session;
    session = null;
    if (s != null) {
      s.close();
    }
  }

  /**
   * The test's session.
   *
   * @return the session {@link #newSession()} gave for this test
   * @throws NullPointerException when called outside a test
   */
  protected final BrowserSession session() {
    return Objects.requireNonNull(session, "no session: called outside a test");
  }

  /**
   * The fixture server of the running test class.
   *
   * @return the server started before the class's first test and closed after its last
   * @throws NullPointerException when no test class is running
   */
  protected static FixtureServer server() {
    return Objects.requireNonNull(server, "the fixture server is not running");
  }
}
