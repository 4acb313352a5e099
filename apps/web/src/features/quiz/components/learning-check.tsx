import { useQuiz } from '../api/get-quiz';
import { QuizPanel } from './quiz-panel';

/**
 * The player's one slot for checking what was learnt (decision 096): the lecture's quiz, and on the course's last
 * lecture its final quiz. Nothing shows when there is none.
 */
export function LearningCheck({ lcNo, courseSn, last }: { lcNo: number; courseSn: number; last: boolean }) {
  const lecture = useQuiz({ lcNo });
  const final = useQuiz({ courseSn }, last);
  return (
    <>
      {lecture.data && <QuizPanel key={`l-${lecture.data.quiz_id}`} quiz={lecture.data} />}
      {last && final.data && <QuizPanel key={`f-${final.data.quiz_id}`} quiz={final.data} />}
    </>
  );
}
