/**
 * Remembers a Durable Object handler's work while it runs (the alarm), so that whoever needs
 * it finished, such as a test driving the object, can wait for exactly that run.
 */
export class Running {
  current: Promise<void> | null = null;

  async run(work: Promise<void>): Promise<void> {
    this.current = work;
    try {
      await work;
    } finally {
      if (this.current === work) this.current = null;
    }
  }
}
