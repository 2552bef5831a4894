package io.legalagent.cli;

import io.legalagent.cli.stack.SigningKeyFiles;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code signing-key PRIVATE PUBLIC}: the observer's answer-signing key pair for a deployment that
 * mounts it (compose; a Kubernetes Secret is made from its files).
 */
@Command(
        name = "signing-key",
        mixinStandardHelpOptions = true,
        description = {
            "Make the observer's Ed25519 answer-signing key pair unless PRIVATE exists: PRIVATE readable by its"
                    + " owner only (its folder too), PUBLIC by anyone (see docs/security.md).",
            "Prints the key id (the SHA-256 of the public key), never the private key."
        })
final class SigningKeyCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "PRIVATE", description = "the private key file (PEM, PKCS#8)")
    Path privateKey;

    @Parameters(index = "1", paramLabel = "PUBLIC", description = "the public key file (PEM, X.509)")
    Path publicKey;

    @Option(
            names = "--owner",
            paramLabel = "USER",
            description = "the user (name or uid) to own the private key and its folder: the observer's, when it"
                    + " runs as another user than this command")
    String owner;

    @Override
    public Integer call() throws Exception {
        String keyId = SigningKeyFiles.ensure(privateKey, publicKey, owner);
        Io.out.println("answer-signing key " + keyId + " (public key: " + publicKey + ")");
        return ExitCodes.OK;
    }
}
