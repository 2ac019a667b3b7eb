package org.logicalgo.conformance.runner;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Function;

import org.logicalgo.rules.Ruleset;
import org.logicalgo.conformance.ConformanceCase;
import org.logicalgo.conformance.runner.CaseOutcome.Status;
import org.logicalgo.gtp.GtpException;

/**
 * Plays conformance cases through GTP, each as a sequence of checks ({@link CaseRun}). An engine
 * that dies, hangs or answers nonsense errs the case and is started afresh for the next one; an
 * engine that cannot be started, or does not answer its first command, is said once
 * ({@link #preflight}) and the remaining cases are not run.
 */
public final class ConformanceRunner implements AutoCloseable {

    /** A case to run under one ruleset's expectations. */
    public record Job(ConformanceCase c, Ruleset ruleset) {
    }

    /**
     * @param engineFor      the engine command for a ruleset (our own engine is configured per ruleset;
     *                       another engine is the same command whatever the ruleset)
     * @param commandTimeout how long one GTP command may take
     * @param scoreTimeout   how long {@code final_score} may take (GNU Go reads the whole board: minutes on 19x19);
     *                       zero: the score is not asked in this run
     * @param caseTimeout    how long one case may take
     * @param jobs           how many cases are played at once, each worker with engines of its own; 0: as
     *                       many as pay for their engine's start ({@link #workers(int)})
     * @param freshEngine    start a new engine process for every case, so that nothing an engine
     *                       keeps from one game (a cached score, a hash table) can affect the next
     * @param rulesByCommand {@code engineFor} configures the engine for a ruleset, and an engine that
     *                       lists {@value #SET_RULES} may be told another ruleset with it: then one
     *                       process serves every ruleset. Without it, or when the engine does not
     *                       list the command, each ruleset gets its own process, and an engine is
     *                       never told its ruleset (one configured by hand is judged as it is)
     * @param role           the engine's role judged: referee ({@code play}'s answers) or player (its
     *                       legality query)
     * @param told           for another engine, the GTP commands that set it to each ruleset (its
     *                       start-up files, {@code conformance --rules-config}): one process then serves
     *                       every ruleset named here, told each before its cases; empty: none
     */
    public record Options(Function<Ruleset, List<String>> engineFor, Duration commandTimeout, Duration scoreTimeout,
                          Duration caseTimeout, int jobs, boolean freshEngine, boolean rulesByCommand, Role role,
                          Map<Ruleset, List<String>> told) {

        public Options {
            told = Map.copyOf(told);
        }

        public Options(Function<Ruleset, List<String>> engineFor, Duration commandTimeout, Duration scoreTimeout,
                       Duration caseTimeout, int jobs, boolean freshEngine, boolean rulesByCommand, Role role) {
            this(engineFor, commandTimeout, scoreTimeout, caseTimeout, jobs, freshEngine, rulesByCommand, role, Map.of());
        }

        public Options(Function<Ruleset, List<String>> engineFor, Duration commandTimeout, Duration scoreTimeout,
                       Duration caseTimeout, int jobs, boolean freshEngine, boolean rulesByCommand) {
            this(engineFor, commandTimeout, scoreTimeout, caseTimeout, jobs, freshEngine, rulesByCommand, Role.REFEREE);
        }

        public Options(Function<Ruleset, List<String>> engineFor, Duration commandTimeout, Duration scoreTimeout,
                       Duration caseTimeout, int jobs, boolean freshEngine) {
            this(engineFor, commandTimeout, scoreTimeout, caseTimeout, jobs, freshEngine, false);
        }

        /** The same options in another role. */
        public Options in(Role r) {
            return new Options(engineFor, commandTimeout, scoreTimeout, caseTimeout, jobs, freshEngine, rulesByCommand, r, told);
        }

        /** The same options, the engine told each ruleset by these commands ({@code conformance --rules-config}). */
        public Options telling(Map<Ruleset, List<String>> commands) {
            return new Options(engineFor, commandTimeout, scoreTimeout, caseTimeout, jobs, freshEngine, rulesByCommand, role, commands);
        }

        public Options(Function<Ruleset, List<String>> engineFor, Duration commandTimeout, Duration caseTimeout, int jobs,
                       boolean freshEngine) {
            this(engineFor, commandTimeout, commandTimeout.multipliedBy(6), caseTimeout, jobs, freshEngine);
        }

        public Options(Function<Ruleset, List<String>> engineFor, Duration commandTimeout, Duration caseTimeout, int jobs) {
            this(engineFor, commandTimeout, caseTimeout, jobs, false);
        }
    }

    /**
     * Which of an engine's two roles a run judges. As referee the engine is told every listed turn
     * and its {@code play} answer is the verdict (what it refuses when told a move). As player it is
     * asked, before each move, whether it would play it ({@link Legality}: {@code is_legal}, or
     * {@code gogui-rules_legal_moves}); a move the rules refuse is then never told, and {@code play}
     * is sent only for the moves the rules accept, to keep the engine's game the case's.
     */
    public enum Role {
        REFEREE, PLAYER;

        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** The GTP extension that sets our engine's ruleset: a preset, then knobs ({@code logicalgo-rules french ko=none}). */
    public static final String SET_RULES = "logicalgo-rules";

    private final Options options;
    private final Map<Ruleset, EngineProbe> probes = Collections.synchronizedMap(new HashMap<>());
    /** Set when the engine no longer starts or answers its first command: the rest is not run. */
    private final AtomicReference<String> dead = new AtomicReference<>();
    /** The engine {@link #preflight} started, by its ruleset, until a worker takes it. */
    private final AtomicReference<Map.Entry<Ruleset, EngineSession>> spare = new AtomicReference<>();
    /** How many engine processes were started, restarts included. */
    private final AtomicInteger starts = new AtomicInteger();

    public ConformanceRunner(Options options) {
        this.options = options;
    }

    /** The options this runner plays its cases with. */
    public Options options() {
        return options;
    }

    /** How many engine processes this runner has started so far, the preflight's and restarts included. */
    public int engineStarts() {
        return starts.get();
    }

    /** The probe of the engine used for each ruleset, once it has been started. */
    public Map<Ruleset, EngineProbe> probes() {
        return Map.copyOf(probes);
    }

    /**
     * Starts the engine for a ruleset and asks its first commands, within the command timeout. The
     * engine is kept for the next {@link #run}, which plays its first cases on it.
     *
     * @throws GtpException in one line, when it cannot be started or does not answer as a GTP engine
     */
    public EngineProbe preflight(Ruleset ruleset) throws GtpException {
        EngineSession session = newSession(ruleset);
        try {
            EngineProbe probe = session.probe();
            probes.putIfAbsent(ruleset, probe);
            Map.Entry<Ruleset, EngineSession> before = spare.getAndSet(Map.entry(ruleset, session));
            if (before != null) {
                before.getValue().close();
            }
            return probe;
        } catch (GtpException e) {
            session.close();
            throw e;
        }
    }

    /** Runs every job; the outcomes come back in the order of the jobs, every job accounted for. */
    public List<CaseOutcome> run(List<Job> jobs, Consumer<CaseOutcome> progress) {
        return run(jobs, progress, o -> false);
    }

    /**
     * Runs the jobs until one outcome satisfies {@code stop}; the jobs not started then come back
     * errored, "not run".
     */
    public List<CaseOutcome> run(List<Job> jobs, Consumer<CaseOutcome> progress, java.util.function.Predicate<CaseOutcome> stop) {
        java.util.concurrent.atomic.AtomicBoolean stopped = new java.util.concurrent.atomic.AtomicBoolean();
        ConcurrentLinkedQueue<Integer> todo = new ConcurrentLinkedQueue<>();
        for (int i = 0; i < jobs.size(); i++) {
            todo.add(i);
        }
        CaseOutcome[] outcomes = new CaseOutcome[jobs.size()];
        running = Map.entry(jobs, outcomes);
        List<Thread> workers = new ArrayList<>();
        for (int w = 0; w < workers(jobs.size()); w++) {
            Thread t = new Thread(() -> {
                // This worker's engines, by ruleset; one engine may serve several (rulesByCommand).
                Map<Ruleset, EngineSession> sessions = new HashMap<>();
                Map.Entry<Ruleset, EngineSession> preflown = spare.getAndSet(null);
                if (preflown != null) {
                    sessions.put(preflown.getKey(), preflown.getValue());
                }
                try {
                    Integer next;
                    while (!stopped.get() && (next = todo.poll()) != null) {
                        Job job = jobs.get(next);
                        CaseOutcome outcome = runOne(sessions, job);
                        outcomes[next] = outcome;
                        progress.accept(outcome);
                        if (stop.test(outcome)) {
                            stopped.set(true);
                        }
                    }
                } finally {
                    sessions.values().stream().distinct().forEach(EngineSession::close);
                }
            }, "conformance-" + w);
            workers.add(t);
            t.start();
        }
        for (Thread t : workers) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        close();
        List<CaseOutcome> all = new ArrayList<>();
        for (int i = 0; i < outcomes.length; i++) {
            Job job = jobs.get(i);
            all.add(outcomes[i] != null ? outcomes[i]
                    : notRun(job, stopped.get() ? "not run: the run stopped before this case" : "the runner was interrupted before this case"));
        }
        return all;
    }

    /** The run under way: its jobs and the outcomes finished so far. */
    private volatile Map.Entry<List<Job>, CaseOutcome[]> running;

    /**
     * The outcomes of the run under way as they stand (for a run stopped by a signal): each case
     * finished, and each other one errored with {@code why}.
     */
    public List<CaseOutcome> soFar(String why) {
        Map.Entry<List<Job>, CaseOutcome[]> now = running;
        if (now == null) {
            return List.of();
        }
        List<CaseOutcome> all = new ArrayList<>();
        for (int i = 0; i < now.getKey().size(); i++) {
            CaseOutcome o = now.getValue()[i];
            all.add(o != null ? o : notRun(now.getKey().get(i), why));
        }
        return all;
    }

    private CaseOutcome runOne(Map<Ruleset, EngineSession> sessions, Job job) {
        String why = dead.get();
        if (why != null) {
            return notRun(job, "not run: " + why);
        }
        EngineSession session = sessions.computeIfAbsent(job.ruleset(), r -> sessions.values().stream()
                .filter(s -> s.serves(r)).findFirst().orElseGet(() -> newSession(r)));
        try {
            probes.putIfAbsent(job.ruleset(), session.probe());
        } catch (GtpException e) {
            dead.compareAndSet(null, "the engine stopped answering its first commands (" + e.getMessage() + ")");
            session.close();
            return notRun(job, e.getMessage());
        }
        CaseOutcome outcome = new CaseRun(job, session, options).run();
        if (options.freshEngine()) {
            session.close();
        }
        return outcome;
    }

    /** The most workers a run starts when not told how many. */
    static final int MOST_WORKERS = 4;
    /** The cases that pay for a further worker's engine (a JVM, for ours) when not told how many. */
    static final int CASES_A_WORKER = 100;

    /**
     * How many cases a run of {@code cases} plays at once: as many as asked, never more than the
     * cases; when not asked (0), one per processor, at most {@value #MOST_WORKERS}, and one per
     * {@value #CASES_A_WORKER} cases. A worker and its engine take turns, about one core between them.
     */
    public int workers(int cases) {
        int wanted = options.jobs() > 0 ? options.jobs()
                : Math.min(Math.min(MOST_WORKERS, Runtime.getRuntime().availableProcessors()), cases / CASES_A_WORKER);
        return Math.max(1, Math.min(wanted, cases));
    }

    /** Ends the engine {@link #preflight} started, if no run took it. */
    @Override
    public void close() {
        Map.Entry<Ruleset, EngineSession> unused = spare.getAndSet(null);
        if (unused != null) {
            unused.getValue().close();
        }
    }

    private EngineSession newSession(Ruleset ruleset) {
        return new EngineSession(options.engineFor().apply(ruleset), ruleset, options.rulesByCommand(), options.told(),
                options.commandTimeout(), starts::incrementAndGet);
    }

    private static CaseOutcome notRun(Job job, String why) {
        ConformanceCase c = job.c();
        List<String> cited = Evidence.cited(c, job.ruleset(), c.expectation(job.ruleset()).orElseThrow(), AsPlayed.of(c, job.ruleset()));
        return new CaseOutcome(c.id(), c.title(), job.ruleset(), cited, Status.ERRORED, 0, "", Optional.empty(), "", why,
                null, null, "", Optional.empty(), c.turns(), c.komi(), "", 0, Map.of(), List.of(), List.of(), 0,
                Optional.empty(), Optional.empty(), List.of());
    }
}
