package dev.autopilot.llm.replay;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * A model endpoint on 127.0.0.1 that answers each request with the next scripted step, in the
 * real wire format of its {@link Dialect}: OpenAI chat completions
 * ({@code POST /v1/chat/completions}) or Anthropic messages ({@code POST /v1/messages}). Replies,
 * usage, stop reasons, refusals and error statuses are shaped as the providers send them, so a
 * client under test runs all of its own code.
 *
 * <pre>{@code
 * try (ScriptedModelServer server = ScriptedModelServer.start(Dialect.OPENAI)) {
 *   server.enqueue(Step.status(429, "3")).enqueue(Step.reply("{\"actions\":[]}", 120, 8));
 *   LlmConfig config = LlmConfig.builder().baseUrl(server.baseUrl()).model("test").build();
 *   ...
 * }
 * }</pre>
 *
 * <p>A request with no step left goes to the {@link #respondWith responder}, if there is one;
 * else it is answered 500 with a message saying so. Thread-safe.
 */
public final class ScriptedModelServer extends ModelServerBase {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** The wire protocol. */
  public enum Dialect {
    /** OpenAI chat completions. */
    OPENAI,
    /** Anthropic messages. */
    ANTHROPIC
  }

  private final Dialect dialect;
  private final Deque<Step> script = new ArrayDeque<>();
  private @Nullable Function<String, Step> responder;
  private int served;

  private ScriptedModelServer(Dialect dialect) {
    this.dialect = dialect;
  }

  /**
   * Starts a server on a free port of 127.0.0.1 with an empty script.
   *
   * @param dialect the wire format to answer in; it also fixes the one path served (any other is
   *     answered 404)
   * @return the started server; the caller closes it
   */
  public static ScriptedModelServer start(Dialect dialect) {
    return new ScriptedModelServer(requireNonNull(dialect, "dialect"));
  }

  /**
   * Adds a step to the end of the script; each request takes the first step left.
   *
   * @param step the answer to a later request
   * @return this server, to chain calls
   */
  public synchronized ScriptedModelServer enqueue(Step step) {
    script.addLast(requireNonNull(step, "step"));
    return this;
  }

  /**
   * Answers every request the script has no step left for with the step this function makes of
   * the request's body (JSON in the server's dialect): a scripted model that reads its prompt, for
   * tests that make an unknown number of calls (the contract kits). Called on the server's
   * threads, possibly concurrently.
   *
   * @param responder makes a step of a request body
   * @return this server
   */
  public synchronized ScriptedModelServer respondWith(Function<String, Step> responder) {
    this.responder = requireNonNull(responder, "responder");
    return this;
  }

  /**
   * How many requests were answered from the script or the responder.
   *
   * @return the count so far; a request on a wrong path still counts when it took a step, a
   *     request with no step and no responder does not
   */
  public synchronized int served() {
    return served;
  }

  /**
   * How many scripted steps are left.
   *
   * @return 0 when the script is used up (further requests go to the responder, if any)
   */
  public synchronized int left() {
    return script.size();
  }

  @Override
  Exchange answer(String path, String body) {
    Step step;
    Function<String, Step> respond;
    synchronized (this) {
      step = script.pollFirst();
      respond = responder;
      if (step != null || respond != null) {
        served++;
      }
    }
    if (step == null && respond != null) {
      step = respond.apply(body);
    }
    String expected = dialect == Dialect.OPENAI ? "/v1/chat/completions" : "/v1/messages";
    if (!path.equals(expected)) {
      return new Exchange(path, body, 404, Map.of("Content-Type", "application/json"), error(404, "no route " + path));
    }
    if (step == null) {
      return new Exchange(path, body, 500, Map.of("Content-Type", "application/json"), error(500, "the script has no step left"));
    }
    if (step.delay.compareTo(Duration.ZERO) > 0) {
      try {
        Thread.sleep(step.delay.toMillis());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    if (step.kind == Kind.DROP) {
      return new Exchange(path, body, 0, Map.of(), "");
    }
    Map<String, String> headers = new LinkedHashMap<>();
    headers.put("Content-Type", step.kind == Kind.RAW ? "text/plain" : "application/json");
    if (step.retryAfter != null) {
      headers.put("Retry-After", step.retryAfter);
    }
    String out = switch (step.kind) {
      case STATUS -> error(step.status, step.text);
      case RAW -> step.text;
      default -> dialect == Dialect.OPENAI ? openAi(step) : anthropic(step);
    };
    return new Exchange(path, body, step.kind == Kind.STATUS || step.kind == Kind.RAW ? step.status : 200, headers, out);
  }

  private static String openAi(Step step) {
    ObjectNode root = JSON.createObjectNode();
    root.put("id", "chatcmpl-scripted");
    root.put("object", "chat.completion");
    root.put("created", 1_700_000_000L);
    root.put("model", "scripted");
    ArrayNode choices = root.putArray("choices");
    ObjectNode choice = choices.addObject();
    choice.put("index", 0);
    ObjectNode message = choice.putObject("message");
    message.put("role", "assistant");
    switch (step.kind) {
      case REFUSAL -> {
        message.putNull("content");
        message.put("refusal", step.text);
        choice.put("finish_reason", "stop");
      }
      case TRUNCATED -> {
        message.put("content", step.text);
        choice.put("finish_reason", "length");
      }
      case EMPTY -> {
        message.put("content", "");
        choice.put("finish_reason", "stop");
      }
      default -> {
        message.put("content", step.text);
        choice.put("finish_reason", "stop");
      }
    }
    ObjectNode usage = root.putObject("usage");
    usage.put("prompt_tokens", step.inputTokens);
    usage.put("completion_tokens", step.outputTokens);
    usage.put("total_tokens", step.inputTokens + step.outputTokens);
    return root.toString();
  }

  private static String anthropic(Step step) {
    ObjectNode root = JSON.createObjectNode();
    root.put("id", "msg_scripted");
    root.put("type", "message");
    root.put("role", "assistant");
    root.put("model", "scripted");
    ArrayNode content = root.putArray("content");
    String stop = switch (step.kind) {
      case REFUSAL -> "refusal";
      case TRUNCATED -> "max_tokens";
      default -> "end_turn";
    };
    if (step.kind != Kind.EMPTY && !(step.kind == Kind.REFUSAL && step.text.isEmpty())) {
      ObjectNode text = content.addObject();
      text.put("type", "text");
      text.put("text", step.text);
    }
    root.put("stop_reason", stop);
    root.putNull("stop_sequence");
    ObjectNode usage = root.putObject("usage");
    usage.put("input_tokens", step.inputTokens);
    usage.put("output_tokens", step.outputTokens);
    return root.toString();
  }

  private String error(int status, String message) {
    ObjectNode root = JSON.createObjectNode();
    if (dialect == Dialect.OPENAI) {
      ObjectNode err = root.putObject("error");
      err.put("message", message);
      err.put("type", status == 429 ? "rate_limit_exceeded" : status >= 500 ? "server_error" : "invalid_request_error");
      err.putNull("code");
    } else {
      root.put("type", "error");
      ObjectNode err = root.putObject("error");
      err.put("type", status == 429 ? "rate_limit_error" : status == 529 ? "overloaded_error" : status >= 500 ? "api_error" : "invalid_request_error");
      err.put("message", message);
    }
    return root.toString();
  }

  private enum Kind {
    REPLY,
    TRUNCATED,
    REFUSAL,
    EMPTY,
    STATUS,
    RAW,
    DROP
  }

  /** One scripted answer. Immutable. */
  public static final class Step {
    private final Kind kind;
    private final String text;
    private final int status;
    private final @Nullable String retryAfter;
    private final int inputTokens;
    private final int outputTokens;
    private final Duration delay;

    private Step(Kind kind, String text, int status, @Nullable String retryAfter, int inputTokens, int outputTokens, Duration delay) {
      this.kind = kind;
      this.text = text;
      this.status = status;
      this.retryAfter = retryAfter;
      this.inputTokens = inputTokens;
      this.outputTokens = outputTokens;
      this.delay = delay;
    }

    /**
     * A reply with this text and the usage the provider reports.
     *
     * @param text the model's text, sent as given (JSON for a planner, prose for others)
     * @param inputTokens the prompt tokens the usage reports; not checked
     * @param outputTokens the completion tokens the usage reports; not checked
     * @return the step
     */
    public static Step reply(String text, int inputTokens, int outputTokens) {
      return new Step(Kind.REPLY, requireNonNull(text, "text"), 200, null, inputTokens, outputTokens, Duration.ZERO);
    }

    /**
     * A reply cut off at the token limit ({@code length} / {@code max_tokens}).
     *
     * @param partialText the text before the cut, often JSON that does not parse
     * @param inputTokens the prompt tokens the usage reports
     * @param outputTokens the completion tokens the usage reports, typically the client's limit
     * @return the step
     */
    public static Step truncated(String partialText, int inputTokens, int outputTokens) {
      return new Step(Kind.TRUNCATED, requireNonNull(partialText, "partialText"), 200, null, inputTokens, outputTokens, Duration.ZERO);
    }

    /**
     * A refusal: OpenAI's {@code refusal} field, Anthropic's {@code refusal} stop reason.
     *
     * @param text the refusal's wording; for Anthropic an empty text sends no content block
     * @param inputTokens the prompt tokens the usage reports (no output tokens are reported)
     * @return the step
     */
    public static Step refusal(String text, int inputTokens) {
      return new Step(Kind.REFUSAL, requireNonNull(text, "text"), 200, null, inputTokens, 0, Duration.ZERO);
    }

    /**
     * A well-formed reply without text: an empty {@code content} for OpenAI, no content block for
     * Anthropic.
     *
     * @param inputTokens the prompt tokens the usage reports (no output tokens are reported)
     * @return the step
     */
    public static Step empty(int inputTokens) {
      return new Step(Kind.EMPTY, "", 200, null, inputTokens, 0, Duration.ZERO);
    }

    /**
     * An error status in the dialect's error format (the error type follows the status: 429 is a
     * rate limit, 529 Anthropic's overload, 5xx a server error, else an invalid request).
     *
     * @param status the HTTP status to send
     * @param retryAfter sent as the {@code Retry-After} header as given (seconds or an HTTP
     *     date); null sends none
     * @return the step
     */
    public static Step status(int status, @Nullable String retryAfter) {
      return new Step(Kind.STATUS, "scripted status " + status, status, retryAfter, 0, 0, Duration.ZERO);
    }

    /**
     * A status with a body that is not the protocol's JSON, sent as {@code text/plain} (a proxy's
     * error page, a garbled reply).
     *
     * @param status the HTTP status to send, 200 included
     * @param body sent as given
     * @return the step
     */
    public static Step raw(int status, String body) {
      return new Step(Kind.RAW, requireNonNull(body, "body"), status, null, 0, 0, Duration.ZERO);
    }

    /**
     * A connection closed without an answer; not logged as an exchange.
     *
     * @return the step
     */
    public static Step drop() {
      return new Step(Kind.DROP, "", 0, null, 0, 0, Duration.ZERO);
    }

    /**
     * This step, answered only after a pause (to pass a client's deadline). The pause holds one of
     * the server's threads; closing the server interrupts it.
     *
     * @param delay how long to wait before answering; zero or negative means no pause
     * @return a new step; this one is unchanged
     */
    public Step after(Duration delay) {
      return new Step(kind, text, status, retryAfter, inputTokens, outputTokens, requireNonNull(delay, "delay"));
    }
  }
}
