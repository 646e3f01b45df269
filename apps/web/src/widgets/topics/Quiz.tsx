import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerProps } from './Player.tsx';
import type { TopicPack } from './pack-schema.ts';
import { answerOrder, quizScore } from './rules.ts';

/**
 * "Quiz": one question, three mixed answers (44 px buttons, reachable by Tab and keys 1–3), the feedback
 * "Richtig!" / "Leider nicht – richtig ist: …", then "5 von 6 richtig" and "Nochmal". The given answers are
 * live state; the feedback of the last one is shown until "Weiter ›".
 */
export function Quiz({
  pack,
  widgetId,
  settings,
  componentData,
  onComponentDataChange,
  readOnly = false,
}: PlayerProps & { pack: TopicPack }) {
  const { t } = useTranslation();
  const answers = componentData.quizAnswers.slice(0, pack.quiz.length);
  const total = pack.quiz.length;
  // Which answered question still shows its feedback (not live state: a reload goes on to the next).
  const [feedbackFor, setFeedbackFor] = useState<number | null>(null);
  const [round, setRound] = useState(0);
  const showing = feedbackFor !== null && feedbackFor === answers.length - 1 ? feedbackFor : null;
  const current = showing ?? answers.length;

  if (current >= total) {
    const score = quizScore(answers);
    return (
      <div className="topic-quiz topic-quiz--done">
        <p className="topic-quiz__score" data-testid="topic-quiz-score" aria-live="polite">
          {t('widgets.topics.quiz.score', { correct: score, total })}
        </p>
        {!readOnly && (
          <button
            type="button"
            className="topic-btn"
            onClick={() => {
              setFeedbackFor(null);
              setRound((r) => r + 1);
              onComponentDataChange((d) => ({ ...d, quizAnswers: [] }));
            }}
          >
            {t('widgets.topics.quiz.again')}
          </button>
        )}
      </div>
    );
  }

  const question = pack.quiz[current];
  if (!question) return null;
  const order = answerOrder(
    question.answers.length,
    `${widgetId}:${question.id}:${round}`,
    settings.shuffleQuiz,
  );
  const given = showing !== null ? answers[showing] : undefined;
  const choose = (answer: number) => {
    if (readOnly || showing !== null) return;
    setFeedbackFor(current);
    onComponentDataChange((d) =>
      d.quizAnswers.length === current ? { ...d, quizAnswers: [...d.quizAnswers, answer] } : d,
    );
  };
  return (
    <div className="topic-quiz">
      <p className="topic-quiz__progress">{t('widgets.topics.quiz.progress', { n: current + 1, total })}</p>
      <p className="topic-quiz__question" id={`${widgetId}-question`}>
        {question.question}
      </p>
      <fieldset
        className="topic-quiz__answers"
        aria-labelledby={`${widgetId}-question`}
        onKeyDown={(event) => {
          const n = Number(event.key);
          if (given === undefined && Number.isInteger(n) && n >= 1 && n <= order.length) {
            event.preventDefault();
            choose(order[n - 1] as number);
          }
        }}
      >
        {order.map((answer, position) => {
          const state =
            given === undefined ? undefined : answer === 0 ? 'right' : answer === given ? 'wrong' : 'other';
          return (
            <button
              key={answer}
              type="button"
              className="topic-answer"
              data-state={state}
              aria-pressed={given === answer}
              aria-keyshortcuts={String(position + 1)}
              disabled={readOnly || (given !== undefined && state === 'other')}
              onClick={() => choose(answer)}
            >
              <span className="topic-answer__mark" aria-hidden="true">
                {state === 'right' ? '✓' : state === 'wrong' ? '✗' : String(position + 1)}
              </span>
              <span>{question.answers[answer]}</span>
            </button>
          );
        })}
      </fieldset>
      <div className="topic-quiz__feedback" aria-live="polite">
        {given !== undefined && (
          <>
            <p className={`topic-quiz__verdict topic-quiz__verdict--${given === 0 ? 'right' : 'wrong'}`}>
              {given === 0
                ? t('widgets.topics.quiz.right')
                : t('widgets.topics.quiz.wrong', { answer: question.answers[0] })}
            </p>
            {!readOnly && (
              <button
                type="button"
                className="topic-btn"
                // biome-ignore lint/a11y/noAutofocus: the next step after an answer, for keyboard users.
                autoFocus
                onClick={() => setFeedbackFor(null)}
              >
                {current + 1 < total ? t('widgets.topics.quiz.next') : t('widgets.topics.quiz.result')}
              </button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
