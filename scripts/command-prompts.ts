import { createInterface } from 'node:readline';

/** Asks a question on the terminal and returns the answer. */
export function askLine(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      resolve(answer.trim());
    });
  });
}

/** Asks for a password without echoing it. */
export function askPassword(): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    const write = output._writeToOutput.bind(rl);
    output._writeToOutput = (text) => write(text.startsWith('Password') ? text : '');
    rl.question('Password: ', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

/** Runs a command's main: its printed result, or its error's message and exit code 1. */
export async function runCommand(main: () => Promise<string>): Promise<void> {
  try {
    console.log(await main());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
