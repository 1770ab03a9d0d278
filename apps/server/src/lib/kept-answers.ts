/**
 * `answer` made to keep what it answered, for when the same key comes again: for work that depends
 * only on a request header, which kept-alive connections and returning clients send again and
 * again (0086). At most `kept` keys are held; when full, it starts again.
 */
export function keptAnswers<Answer>(answer: (key: string) => Answer, kept = 1000): (key: string) => Answer {
  const answers = new Map<string, Answer>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as Answer;
    const fresh = answer(key);
    if (answers.size >= kept) answers.clear();
    answers.set(key, fresh);
    return fresh;
  };
}
