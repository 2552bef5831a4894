package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Topic;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The command line as picocli reads it: help, usage errors, completion, how ask and topics read their options. */
class CommandLineTest {
    @Test
    void helpListsEveryCommandAndTheExitCodesEachLineOnce() {
        var help = Cli.run("help");

        assertThat(help.exitCode()).isZero();
        var lines = help.out().lines().filter(line -> !line.isBlank()).toList();
        assertThat(lines).doesNotHaveDuplicates();
        assertThat(help.out())
                .contains(
                        "up", "down", "status", "ask", "eval", "ingest", "replay", "topics", "token", "audit", "bench")
                .contains("Exit codes:")
                .contains("review")
                .contains("3    the question was rejected (ask)")
                .contains("7    bench chaos")
                .contains("10   the run waits for review (ask without --wait)")
                .contains("13   review: already decided");
        assertThat(Cli.run("--help").out()).isEqualTo(help.out());
    }

    @Test
    void noCommandOrAnUnknownOptionIsAUsageErrorOnStderr() {
        var none = Cli.run();
        assertThat(none.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(none.out()).isEmpty();
        assertThat(none.stderr()).startsWith("Usage: legal");

        var unknown = Cli.run("bench", "hops", "--runz", "20");
        assertThat(unknown.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(unknown.stderr()).contains("Unknown options: '--runz'").contains("Possible solutions: --runs");
        assertThat(Cli.run("bench", "hops", "--eos", "sometimes").stderr()).contains("--eos takes on, off or both");
    }

    @Test
    void bashCompletionKnowsTheCommandsAndTheirOptions() {
        var completion = Cli.run("generate-completion");

        assertThat(completion.exitCode()).isZero();
        assertThat(completion.out())
                .contains("complete -F _complete_legal")
                .contains("bench")
                .contains("--kill-broker")
                .contains("--retrieval-only");
    }

    @Test
    void askJoinsUnquotedWordsAndKeepsTheChoiceOrder() throws UsageException {
        var parsed = Main.commandLine()
                .parseArgs("ask", "What", "is", "battery?", "-c", "B=Two", "-c", "A=One", "--timeout", "1.5");
        QuestionCommands.Ask ask =
                parsed.subcommand().commandSpec().commandLine().getCommand();

        assertThat(String.join(" ", ask.words)).isEqualTo("What is battery?");
        assertThat(AskOptions.choices(ask.choices).keySet()).containsExactly("B", "A");
        assertThat(ask.timeout).isEqualTo(1.5);
        assertThat(ask.json).isFalse();
    }

    @Test
    void topicsKeepDeadLettersAndAnswersLongestAndProgressShortest() {
        assertThat(TopicsCommand.configOf(Topic.EXECUTOR_DLT)).containsEntry("retention.ms", "2592000000");
        assertThat(TopicsCommand.configOf(Topic.ANSWERS)).containsEntry("retention.ms", "2592000000");
        assertThat(TopicsCommand.configOf(Topic.PROGRESS)).containsEntry("retention.ms", "86400000");
        assertThat(TopicsCommand.configOf(Topic.EXECUTOR)).containsEntry("retention.ms", "604800000");
        assertThat(TopicsCommand.configOf(Topic.REQUEST_IDS))
                .containsOnly(Map.entry("cleanup.policy", "compact,delete"), Map.entry("retention.ms", "604800000"));
    }
}
