package dev.autopilot.llm;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ModelLedger;
import dev.autopilot.core.Sleeper;
import dev.autopilot.core.model.ModelUsage;
import dev.autopilot.llm.internal.HeaderKeepingHttpClient;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.exception.AuthenticationException;
import dev.langchain4j.exception.ContentFilteredException;
import dev.langchain4j.exception.HttpException;
import dev.langchain4j.exception.InternalServerException;
import dev.langchain4j.exception.InvalidRequestException;
import dev.langchain4j.exception.ModelNotFoundException;
import dev.langchain4j.exception.RateLimitException;
import dev.langchain4j.exception.UnresolvedModelServerException;
import dev.langchain4j.model.anthropic.AnthropicChatModel;
import dev.langchain4j.model.chat.Capability;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.request.ResponseFormat;
import dev.langchain4j.model.chat.request.ResponseFormatType;
import dev.langchain4j.model.chat.request.json.JsonSchema;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.openai.OpenAiChatModel;
import dev.langchain4j.model.output.FinishReason;
import dev.langchain4j.model.output.TokenUsage;
import java.net.ConnectException;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one way Autopilot's components call a language model: a LangChain4j {@link ChatModel}
 * behind a deadline, bounded retries and cost accounting.
 *
 * <ul>
 *   <li>Every call first {@linkplain ModelLedger#reserve(boolean) reserves} itself in the run's
 *       ledger (a spent budget fails before any request is sent) and records the provider's
 *       reported token usage after.
 *   <li>Every call has a deadline ({@link LlmConfig#timeout()}, retries and pauses included): the
 *       run never hangs on the model.
 *   <li>A 429, a 5xx, a timeout or an unreachable endpoint is retried at most
 *       {@link LlmConfig#maxRetries()} times, after a pause that honours the server's
 *       {@code Retry-After} (capped at {@link Builder#maxBackoff(Duration)}) or else doubles from
 *       one second; a pause that would pass the deadline is not taken. Pauses go through the
 *       injected {@link Sleeper}.
 *   <li>Each failure ends in a {@link ModelException} with its {@link ModelFault}: rate limited,
 *       server error, timeout, unreachable, authentication, unknown model, bad request, malformed
 *       or truncated reply, refusal, empty reply.
 * </ul>
 *
 * <p>Thread-safe; one gateway serves many runs. The LangChain4j model is built with its own
 * retries switched off, so that these rules are the only ones.
 */
public final class ModelGateway {
  private static final Logger LOG = LoggerFactory.getLogger(ModelGateway.class);
  private static final AtomicInteger THREADS = new AtomicInteger();
  private static final Duration FIRST_BACKOFF = Duration.ofSeconds(1);

  private final ChatModel model;
  private final Sleeper sleeper;
  private final LongSupplier nanoTime;
  private final Duration timeout;
  private final int maxRetries;
  private final Duration maxBackoff;
  private final boolean jsonSchema;
  private final int maxOutputTokens;
  private final ExecutorService calls;

  private ModelGateway(Builder b, ChatModel model) {
    this.model = model;
    this.sleeper = b.sleeper;
    this.nanoTime = b.nanoTime;
    this.timeout = b.timeout;
    this.maxRetries = b.maxRetries;
    this.maxBackoff = b.maxBackoff;
    this.jsonSchema = b.jsonSchema != null ? b.jsonSchema : model.supportedCapabilities().contains(Capability.RESPONSE_FORMAT_JSON_SCHEMA);
    this.maxOutputTokens = b.maxOutputTokens;
    this.calls = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 30, TimeUnit.SECONDS, new SynchronousQueue<>(), r -> {
      Thread t = new Thread(r, "autopilot-model-call-" + THREADS.incrementAndGet());
      t.setDaemon(true);
      return t;
    });
  }

  /**
   * A builder with the defaults: a 60 s deadline, 2 retries, pauses of at most 30 s, 2,048
   * output tokens, the real sleeper and clock.
   *
   * @return a new builder; a chat model or a configuration must be set before
   *     {@link Builder#build()}
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * A gateway for the configured provider, with the real sleeper.
   *
   * @param config the provider, endpoint, model, key and limits
   * @return the gateway; it holds no resource to close (its call threads are daemons that end
   *     when idle)
   */
  public static ModelGateway of(LlmConfig config) {
    return builder().config(config).build();
  }

  /**
   * The LangChain4j model the configuration describes: {@link OpenAiChatModel} or
   * {@link AnthropicChatModel}, with LangChain4j's own retries off and an HTTP client that keeps
   * {@code Retry-After}.
   *
   * @param config the provider, endpoint, model, key, deadline and (for Anthropic) output limit;
   *     without a key, {@code none} is sent
   * @return a new model, temperature 0, for {@link Builder#chatModel} or for direct use
   */
  public static ChatModel chatModel(LlmConfig config) {
    requireNonNull(config, "config");
    String key = config.apiKey() == null ? "none" : config.apiKey();
    String base = config.baseUrl().toString();
    return switch (config.provider()) {
      case OPENAI -> {
        OpenAiChatModel.OpenAiChatModelBuilder b = OpenAiChatModel.builder()
            .httpClientBuilder(HeaderKeepingHttpClient.builder())
            .baseUrl(base)
            .apiKey(key)
            .modelName(config.model())
            .temperature(0.0)
            .timeout(config.timeout())
            .maxRetries(0);
        if (config.jsonSchema()) {
          b.supportedCapabilities(Capability.RESPONSE_FORMAT_JSON_SCHEMA).strictJsonSchema(false);
        }
        yield b.build();
      }
      case ANTHROPIC -> AnthropicChatModel.builder()
          .httpClientBuilder(HeaderKeepingHttpClient.builder())
          .baseUrl(base.endsWith("/") ? base : base + "/")
          .apiKey(key)
          .modelName(config.model())
          .temperature(0.0)
          .maxTokens(config.maxOutputTokens())
          .timeout(config.timeout())
          .maxRetries(0)
          .build();
    };
  }

  /**
   * Whether replies are asked for by JSON schema.
   *
   * @return as configured; else whether the chat model declares the capability
   */
  public boolean usesJsonSchema() {
    return jsonSchema;
  }

  /**
   * One call: reserves it in the ledger, sends the messages, retries transient faults within
   * the deadline, records the reported usage, and returns the reply's text.
   *
   * @param messages the conversation
   * @param schema the reply's JSON schema, sent when the gateway uses structured output
   * @param vision whether the messages carry a screenshot (counted against the vision budget)
   * @param ledger the run's account
   * @return the reply, with its usage and the number of exchanges it took
   * @throws AutopilotException with {@code MODEL_BUDGET_EXHAUSTED} when the run may make no more calls
   * @throws ModelException when no usable reply came
   */
  public Reply call(List<ChatMessage> messages, @Nullable JsonSchema schema, boolean vision, ModelLedger ledger) {
    requireNonNull(messages, "messages");
    requireNonNull(ledger, "ledger");
    ledger.reserve(vision);
    ChatRequest.Builder request = ChatRequest.builder().messages(messages).maxOutputTokens(maxOutputTokens);
    if (schema != null && jsonSchema) {
      request.responseFormat(ResponseFormat.builder().type(ResponseFormatType.JSON).jsonSchema(schema).build());
    }
    ChatRequest chatRequest = request.build();
    long deadline = nanoTime.getAsLong() + timeout.toNanos();
    int attempt = 0;
    while (true) {
      attempt++;
      long left = deadline - nanoTime.getAsLong();
      if (left <= 0) {
        throw new ModelException(ModelFault.TIMEOUT, "the model gave no reply within " + timeout.toSeconds() + " s (" + (attempt - 1) + " attempt(s))", attempt - 1, null);
      }
      ModelException failure;
      @Nullable Duration retryAfter = null;
      try {
        ChatResponse response = send(chatRequest, left);
        return read(response, ledger, attempt);
      } catch (ModelException e) {
        throw e;
      } catch (TimeoutException e) {
        failure = new ModelException(ModelFault.TIMEOUT, "the model gave no reply within " + timeout.toSeconds() + " s", attempt, e);
      } catch (RuntimeException e) {
        failure = classify(e, attempt);
        retryAfter = retryAfter(e);
      }
      if (!failure.fault().isTransient() || attempt > maxRetries) {
        throw failure;
      }
      Duration wait = retryAfter != null ? min(retryAfter, maxBackoff) : min(FIRST_BACKOFF.multipliedBy(1L << Math.min(attempt - 1, 20)), maxBackoff);
      if (nanoTime.getAsLong() + wait.toNanos() >= deadline) {
        throw new ModelException(failure.fault(), failure.getMessage() + "; the next try (after " + wait.toMillis() + " ms) would pass the call's deadline", attempt, failure.getCause());
      }
      LOG.info("model call failed ({}), attempt {} of {}; retrying in {} ms", failure.fault(), attempt, maxRetries + 1, wait.toMillis());
      try {
        sleeper.sleep(wait);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new ModelException(failure.fault(), "interrupted while waiting to retry the model call", attempt, e);
      }
    }
  }

  private ChatResponse send(ChatRequest request, long leftNanos) throws TimeoutException {
    Future<ChatResponse> future = calls.submit(() -> model.chat(request));
    try {
      return future.get(leftNanos, TimeUnit.NANOSECONDS);
    } catch (TimeoutException e) {
      future.cancel(true);
      throw e;
    } catch (InterruptedException e) {
      future.cancel(true);
      Thread.currentThread().interrupt();
      throw new ModelException(ModelFault.TIMEOUT, "interrupted while waiting for the model", 1, e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException re) {
        throw re;
      }
      throw new IllegalStateException(cause);
    }
  }

  private static Reply read(ChatResponse response, ModelLedger ledger, int attempt) {
    TokenUsage usage = response.tokenUsage();
    long in = usage == null || usage.inputTokenCount() == null ? 0 : usage.inputTokenCount();
    long out = usage == null || usage.outputTokenCount() == null ? 0 : usage.outputTokenCount();
    ledger.record(in, out);
    ModelUsage spent = new ModelUsage(1, in, out, 0);
    @Nullable String text = response.aiMessage() == null ? null : response.aiMessage().text();
    FinishReason finish = response.finishReason();
    if (finish == FinishReason.CONTENT_FILTER) {
      throw new ModelException(ModelFault.REFUSED, "the provider filtered the model's reply", attempt, null);
    }
    if (finish == FinishReason.LENGTH) {
      throw new ModelException(ModelFault.TRUNCATED, "the model's reply was cut off at the output token limit (" + out + " tokens)", attempt, null);
    }
    if (text == null || text.isBlank()) {
      throw new ModelException(finish == FinishReason.OTHER ? ModelFault.REFUSED : ModelFault.EMPTY_REPLY,
          finish == FinishReason.OTHER ? "the model stopped without an answer (a refusal)" : "the model's reply was empty", attempt, null);
    }
    return new Reply(text, spent, attempt, finish == FinishReason.OTHER);
  }

  private static ModelException classify(RuntimeException e, int attempt) {
    if (e instanceof ContentFilteredException) {
      return new ModelException(ModelFault.REFUSED, "the model refused: " + brief(e.getMessage()), attempt, e);
    }
    if (e instanceof RateLimitException) {
      return new ModelException(ModelFault.RATE_LIMITED, "the model's endpoint answered 429 (rate limited)", attempt, e);
    }
    if (e instanceof InternalServerException) {
      return new ModelException(ModelFault.SERVER_ERROR, "the model's endpoint answered " + status(e) + " (server error)", attempt, e);
    }
    if (e instanceof AuthenticationException) {
      return new ModelException(ModelFault.AUTH_FAILED, "the model's endpoint refused the key (" + status(e) + "); check AUTOPILOT_LLM_API_KEY", attempt, e);
    }
    if (e instanceof ModelNotFoundException) {
      return new ModelException(ModelFault.MODEL_NOT_FOUND, "the endpoint has no such model (404); check AUTOPILOT_LLM_MODEL and AUTOPILOT_LLM_BASE_URL", attempt, e);
    }
    if (e instanceof dev.langchain4j.exception.TimeoutException || has(e, HttpTimeoutException.class)) {
      return new ModelException(ModelFault.TIMEOUT, "the model's endpoint timed out", attempt, e);
    }
    if (e instanceof InvalidRequestException) {
      return new ModelException(ModelFault.BAD_REQUEST, "the model's endpoint refused the request (" + status(e) + "): " + brief(e.getMessage()), attempt, e);
    }
    if (e instanceof UnresolvedModelServerException || has(e, ConnectException.class) || has(e, java.nio.channels.UnresolvedAddressException.class)) {
      return new ModelException(ModelFault.UNREACHABLE, "the model's endpoint could not be reached; check AUTOPILOT_LLM_BASE_URL", attempt, e);
    }
    if (has(e, com.fasterxml.jackson.core.JsonProcessingException.class)) {
      return new ModelException(ModelFault.MALFORMED_REPLY, "the model's endpoint sent a body that is not the protocol's JSON", attempt, e);
    }
    HttpException http = find(e, HttpException.class);
    if (http != null && http.statusCode() >= 500) {
      return new ModelException(ModelFault.SERVER_ERROR, "the model's endpoint answered " + http.statusCode(), attempt, e);
    }
    if (has(e, java.io.IOException.class)) {
      return new ModelException(ModelFault.UNREACHABLE, "the connection to the model's endpoint failed: " + brief(e.getMessage()), attempt, e);
    }
    return new ModelException(ModelFault.MALFORMED_REPLY, "the model call failed: " + e.getClass().getSimpleName() + ": " + brief(e.getMessage()), attempt, e);
  }

  private static String status(Throwable e) {
    HttpException http = find(e, HttpException.class);
    return http == null ? "an error" : String.valueOf(http.statusCode());
  }

  /** The server's Retry-After, as seconds or an HTTP date, when the failure carries one. */
  static @Nullable Duration retryAfter(Throwable e) {
    HeaderKeepingHttpClient.StatusException status = find(e, HeaderKeepingHttpClient.StatusException.class);
    String raw = status == null ? null : status.retryAfter();
    return raw == null ? null : parseRetryAfter(raw, ZonedDateTime.now());
  }

  /** Retry-After as a delay: whole seconds, or an HTTP date relative to {@code now}; null when unreadable. */
  static @Nullable Duration parseRetryAfter(String raw, ZonedDateTime now) {
    String v = raw.trim();
    try {
      long seconds = Long.parseLong(v);
      return seconds < 0 ? null : Duration.ofSeconds(seconds);
    } catch (NumberFormatException notSeconds) {
      try {
        ZonedDateTime at = ZonedDateTime.parse(v, DateTimeFormatter.RFC_1123_DATE_TIME);
        Duration d = Duration.between(now, at);
        return d.isNegative() ? Duration.ZERO : d;
      } catch (DateTimeParseException notDate) {
        return null;
      }
    }
  }

  private static boolean has(Throwable e, Class<? extends Throwable> type) {
    return find(e, type) != null;
  }

  private static <T extends Throwable> @Nullable T find(Throwable e, Class<T> type) {
    for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (type.isInstance(t)) {
        return type.cast(t);
      }
    }
    return null;
  }

  private static String brief(@Nullable String message) {
    if (message == null) {
      return "";
    }
    String m = message.replace('\n', ' ');
    return m.length() <= 200 ? m : m.substring(0, 200) + "...";
  }

  private static Duration min(Duration a, Duration b) {
    return a.compareTo(b) <= 0 ? a : b;
  }

  /**
   * A usable reply.
   *
   * @param text the reply's text, not blank
   * @param usage what this call cost (one call, the reported tokens)
   * @param attempts how many HTTP exchanges it took
   * @param stoppedOther whether the provider gave an unusual stop reason (an Anthropic refusal,
   *     say) with text: callers treat a reply that is not their JSON as a refusal then
   */
  public record Reply(String text, ModelUsage usage, int attempts, boolean stoppedOther) {}

  /** Builds a {@link ModelGateway}. Not thread-safe. */
  public static final class Builder {
    private @Nullable ChatModel model;
    private @Nullable LlmConfig config;
    private Sleeper sleeper = Sleeper.system();
    private LongSupplier nanoTime = System::nanoTime;
    private Duration timeout = LlmConfig.DEFAULT_TIMEOUT;
    private int maxRetries = LlmConfig.DEFAULT_MAX_RETRIES;
    private Duration maxBackoff = Duration.ofSeconds(30);
    private @Nullable Boolean jsonSchema;
    private int maxOutputTokens = LlmConfig.DEFAULT_MAX_OUTPUT_TOKENS;

    private Builder() {}

    /**
     * Takes provider, deadline, retries, schema use and output limit from a configuration,
     * replacing what was set before; a later setter overrides it again. A chat model set with
     * {@link #chatModel} is used instead of the configured provider.
     *
     * @param config the configuration
     * @return this builder
     */
    public Builder config(LlmConfig config) {
      this.config = requireNonNull(config, "config");
      this.timeout = config.timeout();
      this.maxRetries = config.maxRetries();
      this.jsonSchema = config.jsonSchema();
      this.maxOutputTokens = config.maxOutputTokens();
      return this;
    }

    /**
     * Any LangChain4j chat model; configure it without retries of its own.
     *
     * @param model used for every call, taking precedence over a configuration's provider
     * @return this builder
     */
    public Builder chatModel(ChatModel model) {
      this.model = requireNonNull(model, "model");
      return this;
    }

    /**
     * How pauses between retries are taken; the real one by default.
     *
     * @param sleeper a test passes one that returns at once and records the pauses
     * @return this builder
     */
    public Builder sleeper(Sleeper sleeper) {
      this.sleeper = requireNonNull(sleeper, "sleeper");
      return this;
    }

    /**
     * The clock for deadlines, in nanoseconds; {@link System#nanoTime()} by default.
     *
     * @param nanoTime a monotonic source of nanoseconds; a test advances its own
     * @return this builder
     */
    public Builder nanoTime(LongSupplier nanoTime) {
      this.nanoTime = requireNonNull(nanoTime, "nanoTime");
      return this;
    }

    /**
     * The deadline of one call, retries and pauses included; 60 s by default.
     *
     * @param timeout positive; checked at {@link #build()}
     * @return this builder
     */
    public Builder timeout(Duration timeout) {
      this.timeout = requireNonNull(timeout, "timeout");
      return this;
    }

    /**
     * Retries after a transient fault (429, 5xx, timeout, unreachable); 2 by default.
     *
     * @param maxRetries 0 or more; checked at {@link #build()}
     * @return this builder
     */
    public Builder maxRetries(int maxRetries) {
      this.maxRetries = maxRetries;
      return this;
    }

    /**
     * The longest pause between retries, also for a larger {@code Retry-After}; 30 s by default.
     *
     * @param maxBackoff zero or more; checked at {@link #build()}
     * @return this builder
     */
    public Builder maxBackoff(Duration maxBackoff) {
      this.maxBackoff = requireNonNull(maxBackoff, "maxBackoff");
      return this;
    }

    /**
     * Whether to send JSON schemas; by default when the model declares the capability.
     *
     * @param jsonSchema false for a server that rejects a response format
     * @return this builder
     */
    public Builder jsonSchema(boolean jsonSchema) {
      this.jsonSchema = jsonSchema;
      return this;
    }

    /**
     * The most tokens one reply may have; 2,048 by default. A reply cut at the limit fails as
     * {@link ModelFault#TRUNCATED}.
     *
     * @param maxOutputTokens at least 16; checked at {@link #build()}
     * @return this builder
     */
    public Builder maxOutputTokens(int maxOutputTokens) {
      this.maxOutputTokens = maxOutputTokens;
      return this;
    }

    /**
     * The gateway.
     *
     * @return an immutable, thread-safe gateway
     * @throws IllegalStateException when neither a chat model nor a configuration was given
     * @throws IllegalArgumentException when a number is out of range
     */
    public ModelGateway build() {
      ChatModel m;
      if (model != null) {
        m = model;
      } else if (config != null) {
        m = ModelGateway.chatModel(config);
      } else {
        throw new IllegalStateException("a chat model or a configuration is required");
      }
      if (timeout.isNegative() || timeout.isZero() || maxRetries < 0 || maxBackoff.isNegative() || maxOutputTokens < LlmConfig.MIN_OUTPUT_TOKENS) {
        throw new IllegalArgumentException("timeout must be positive, maxRetries and maxBackoff >= 0, maxOutputTokens >= " + LlmConfig.MIN_OUTPUT_TOKENS);
      }
      return new ModelGateway(this, m);
    }
  }
}
